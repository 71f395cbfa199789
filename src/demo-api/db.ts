import type { DemoNotice } from './content';

/**
 * The demo API's members, sessions and reset tokens, and notices published while it runs. In the browser demo they survive page
 * loads (login ends with one) in localStorage; in tests and the e2e server they live in memory.
 */
export type Member = {
  id: number;
  email: string;
  password: string;
  name: string;
  position: string;
  phone: string;
};

/** A member's course application (api.md call 17), with the member it belongs to. */
export type Application = {
  id: string;
  memberId: number;
  course: string;
  sessionId: string | null;
  createdAt: string;
  status: 'received' | 'confirmed' | 'paid' | 'cancelled' | 'completed';
};

type DemoDb = {
  nextId: number;
  members: Member[];
  /** session token → member id */
  sessions: Record<string, number>;
  /** reset token → member id */
  resetTokens: Record<string, number>;
  /** The request bodies accepted since the demo API started (what the tests look at). */
  certificateRequests: Array<Record<string, string | null>>;
  /** The inquiries accepted since the demo API started (api.md call 18). */
  inquiries: Array<Record<string, unknown>>;
  applications: Application[];
  nextApplication: number;
  /** Published after the site was built (the browser tests publish one, `/__test/notice`). */
  publishedNotices: DemoNotice[];
};

export const SESSION_COOKIE = 'trio_demo_session';
const STORAGE_KEY = 'trio-demo-api';

export const demoMember: Member = {
  id: 1,
  email: 'demo@trio-sport.example',
  password: 'trio1234',
  name: '김하늘',
  position: '서울 한빛초등학교 체육교사',
  phone: '01012345678',
};

/**
 * The demo member has an application in each status, so "My applications" shows them all: two
 * of past sessions (completed, cancelled), three of coming ones. Session ids are the content's.
 */
const demoApplications: Application[] = [
  ['A-1001', 'sport', '2026-09-12-busan-sajik', '2026-08-18T01:12:00Z', 'completed'],
  ['A-1002', 'badminton', '2026-10-24-daejeon-hanbat', '2026-09-29T06:40:00Z', 'cancelled'],
  ['A-1003', 'pickleball', '2027-05-15-busan-sajik', '2026-11-02T03:05:00Z', 'paid'],
  ['A-1004', 'table-tennis', '2027-03-27-daejeon-hanbat', '2026-11-18T08:21:00Z', 'confirmed'],
  ['A-1005', 'badminton', '2027-04-10-gwangju-yeomju', '2026-11-27T23:48:00Z', 'received'],
].map(([id, course, sessionId, createdAt, status]) => ({
  id: id!,
  memberId: demoMember.id,
  course: course!,
  sessionId: sessionId!,
  createdAt: createdAt!,
  status: status as Application['status'],
}));

function seed(): DemoDb {
  return {
    nextId: 2,
    members: [{ ...demoMember }],
    sessions: {},
    resetTokens: {},
    certificateRequests: [],
    inquiries: [],
    publishedNotices: [],
    applications: demoApplications.map((application) => ({ ...application })),
    nextApplication: 1006,
  };
}

let persistence: Storage | undefined;
let db: DemoDb = seed();

/** Browser demo only: keep the demo accounts across page loads. */
export function persistDemoDb(storage: Storage): void {
  persistence = storage;
  try {
    const saved = storage.getItem(STORAGE_KEY);
    if (saved) db = { ...seed(), ...(JSON.parse(saved) as DemoDb) };
  } catch {
    db = seed();
  }
}

function save(): void {
  try {
    persistence?.setItem(STORAGE_KEY, JSON.stringify(db));
  } catch {
    // Private mode: the demo still works for this page.
  }
}

export function resetDb(): void {
  db = seed();
  save();
}

export function randomToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const members = {
  byEmail: (email: string) =>
    db.members.find((member) => member.email.toLowerCase() === email.trim().toLowerCase()),
  byId: (id: number) => db.members.find((member) => member.id === id),
  byNameAndPhone: (name: string, phone: string) =>
    db.members.find((member) => member.name === name.trim() && member.phone === phone),
  add(fields: Omit<Member, 'id'>): Member {
    const member = { ...fields, id: db.nextId };
    db.nextId += 1;
    db.members.push(member);
    save();
    return member;
  },
  update(id: number, fields: Partial<Omit<Member, 'id' | 'email'>>): void {
    const member = members.byId(id);
    if (member) Object.assign(member, fields);
    save();
  },
};

export const sessions = {
  open(memberId: number): string {
    const token = randomToken();
    db.sessions[token] = memberId;
    save();
    return token;
  },
  member(token: string | undefined): Member | undefined {
    const id = token ? db.sessions[token] : undefined;
    return id === undefined ? undefined : members.byId(id);
  },
  close(token: string | undefined): void {
    if (token) delete db.sessions[token];
    save();
  },
};

export const resetTokens = {
  issue(memberId: number): string {
    const token = randomToken();
    db.resetTokens[token] = memberId;
    save();
    return token;
  },
  /** A reset token works once. */
  redeem(token: string): number | undefined {
    const id = db.resetTokens[token];
    delete db.resetTokens[token];
    save();
    return id;
  },
};

/** Records an accepted request and the member's application; returns its reference. */
export function recordCertificateRequest(
  memberId: number,
  request: Record<string, string | null>,
  now = new Date(),
): string {
  db.certificateRequests.push(request);
  const id = `A-${db.nextApplication}`;
  db.nextApplication += 1;
  db.applications.push({
    id,
    memberId,
    course: request.course ?? '',
    sessionId: request.sessionId ?? null,
    createdAt: now.toISOString(),
    status: 'received',
  });
  save();
  return id;
}

export function certificateRequests(): ReadonlyArray<Record<string, string | null>> {
  return db.certificateRequests;
}

export function recordInquiry(inquiry: Record<string, unknown>): void {
  db.inquiries.push(inquiry);
  save();
}

export function inquiries(): ReadonlyArray<Record<string, unknown>> {
  return db.inquiries;
}

/** The notices published since the demo started, oldest first. */
export function publishedNotices(): readonly DemoNotice[] {
  return db.publishedNotices;
}

/** A notice the back office publishes now (a test's). */
export function publishNotice(notice: DemoNotice): void {
  db.publishedNotices.push(notice);
  save();
}

export function applicationsOf(memberId: number): Application[] {
  return db.applications.filter((application) => application.memberId === memberId);
}
