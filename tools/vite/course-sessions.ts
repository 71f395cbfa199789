import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:course-sessions/';

/**
 * `virtual:course-sessions/<course>`: the sessions of one course from `content/sessions.json`,
 * which a course page imports instead of the whole file (every course, every venue in four
 * languages): a page downloads its own course's dates only (docs/decisions/019-course-sessions.md).
 * The content check has refused a bad file before this reads it.
 */
export function courseSessionModules(root = process.cwd()): Plugin {
  const file = resolve(root, 'content/sessions.json');
  return {
    name: 'trio:course-sessions',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const course = id.slice(PREFIX.length + 1);
      this.addWatchFile(file);
      const { sessions } = JSON.parse(readFileSync(file, 'utf8')) as {
        sessions: { course: string }[];
      };
      // A course without a session is no error: its page says when none is open.
      const own = sessions.filter((session) => session.course === course);
      return `export default ${JSON.stringify(own)};`;
    },
  };
}
