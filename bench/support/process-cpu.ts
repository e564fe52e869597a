import { readFileSync } from 'node:fs';

/**
 * One process's line of /proc/<pid>/stat (Linux, 100 ticks a second): its parent, the CPU it has used itself
 * (utime + stime) and what its children that have ended used (cutime + cstime), in milliseconds.
 */
export const processCpu = (pid: number | string) => {
  // the fields after the command name, which may hold spaces and parentheses: from the last ')' on
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ms = (index: number) => Number(fields[index]) * 10;
  return { parent: fields[1], ownMs: ms(11) + ms(12), endedChildrenMs: ms(13) + ms(14) };
};
