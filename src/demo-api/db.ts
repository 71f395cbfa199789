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

type DemoDb = {
  nextId: number;
  members: Member[];
  /** session token → member id */
  sessions: Record<string, number>;
  /** reset token → member id */
  resetTokens: Record<string, number>;
  certificateRequests: Array<Record<string, string>>;
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

function seed(): DemoDb {
  return {
    nextId: 2,
    members: [{ ...demoMember }],
    sessions: {},
    resetTokens: {},
    certificateRequests: [],
    publishedNotices: [],
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

export function recordCertificateRequest(request: Record<string, string>): void {
  db.certificateRequests.push(request);
  save();
}

export function certificateRequests(): ReadonlyArray<Record<string, string>> {
  return db.certificateRequests;
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
