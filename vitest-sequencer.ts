import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A file that asks for a document in its first lines (`// @vitest-environment jsdom`). */
const DOCUMENT_FILE = /@vitest-environment\s+jsdom/;

/**
 * Vitest's order (projects one after another, each longest first), with each project's files in a document
 * come before its files without one. A worker of a project without isolation (`isolate: false`) is handed the
 * next file only when that file needs the same environment; otherwise it is stopped and a new one starts,
 * importing antd and React again. Interleaved (a first run orders files by size), the web's 139 files with a
 * document and 53 without started a worker every few files, and sharing won nothing.
 */
export class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projectOrder = new Map<string, number>();
    for (const spec of sorted)
      if (!projectOrder.has(spec.project.name)) projectOrder.set(spec.project.name, projectOrder.size);
    const withDocument = (spec: TestSpecification) =>
      DOCUMENT_FILE.test(readFileSync(spec.moduleId, 'utf8').slice(0, 1_000)) ? 0 : 1;
    return sorted
      .map((spec, index) => ({
        spec,
        key: [projectOrder.get(spec.project.name) ?? 0, withDocument(spec), index],
      }))
      .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
      .map(({ spec }) => spec);
  }
}
