import type { Plugin } from 'vite';

/** A chunk of the bundle as far as its static imports go: its file name and the files it imports. */
export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/**
 * The groups of chunks that import each other, directly or through others (each group's files, in no set
 * order); empty when the chunks' static imports form no cycle. Tarjan's strongly connected components.
 */
export const chunkCycles = (chunks: readonly ChunkImports[]): string[][] => {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const imported of importsOf.get(file) ?? []) {
      if (!importsOf.has(imported)) continue;
      if (!order.has(imported)) {
        visit(imported);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(imported)!));
      } else if (onStack.has(imported)) {
        lowest.set(file, Math.min(lowest.get(file)!, order.get(imported)!));
      }
    }
    if (lowest.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component);
  };
  for (const { fileName } of chunks) if (!order.has(fileName)) visit(fileName);
  return cycles;
};

/**
 * Fails the build when two chunks import each other (docs/decisions/0050-no-chunk-cycles.md). In such a cycle
 * one chunk's modules run before the other's have defined what they use: antd's modal index once ran before
 * the chunk defining Modal, and every confirmation dialog broke in production only. The build used to keep
 * every module's order with rolldown's `strictExecutionOrder`, which wraps each module in a function called on
 * first use: on a phone that was most of each page's blocking time. The groups in vite.config.ts keep what
 * would otherwise be split both ways in one chunk.
 */
export const noChunkCycles = (): Plugin => ({
  name: 'simportal:no-chunk-cycles',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((output) =>
      output.type === 'chunk' ? [{ fileName: output.fileName, imports: output.imports }] : [],
    );
    const cycles = chunkCycles(chunks);
    if (cycles.length > 0)
      this.error(
        `chunks import each other, so their modules may run out of order: ${cycles
          .map((cycle) => cycle.join(' <-> '))
          .join('; ')}. Give their shared modules a group of their own in vite.config.ts.`,
      );
  },
});
