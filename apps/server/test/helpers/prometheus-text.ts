import { expect } from 'vitest';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;

/**
 * Parses Prometheus' text exposition format (0.0.4) strictly enough for tests: every line is a comment, blank,
 * or a sample whose labels are well formed and whose metric family was declared with # TYPE before it.
 */
export const parsePrometheusText = (text: string): Sample[] => {
  const families = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    if (line.startsWith('# TYPE ')) {
      const [, , family, type] = line.split(' ');
      expect(['counter', 'gauge', 'histogram', 'summary', 'untyped'], line).toContain(type);
      families.add(family!);
      continue;
    }
    const match = SAMPLE.exec(line);
    expect(match, `not a sample line: ${line}`).not.toBeNull();
    const [, name, labelText = '', rawValue] = match!;
    const family = name!.replace(/_(bucket|sum|count|total)$/, '');
    expect(families.has(name!) || families.has(family), `no # TYPE before ${line}`).toBe(true);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    for (let consumed = 0; consumed < labelText.length; consumed = LABEL.lastIndex) {
      const label = LABEL.exec(labelText);
      expect(label, `bad labels in ${line}`).not.toBeNull();
      labels[label![1]!] = label![2]!;
    }
    const value = Number(rawValue!.toLowerCase() === 'nan' ? Number.NaN : rawValue);
    expect(rawValue!.toLowerCase() === 'nan' || !Number.isNaN(value), `bad value in ${line}`).toBe(true);
    samples.push({ name: name!, labels, value });
  }
  return samples;
};

/** The samples named `name` whose labels include `labels`. */
export const samplesOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );

/** The one value of `name` with `labels`; undefined when absent. */
export const sampleValue = (samples: Sample[], name: string, labels: Record<string, string> = {}) => {
  const found = samplesOf(samples, name, labels);
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0]?.value;
};
