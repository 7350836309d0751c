/** One sample of a Prometheus text exposition: `name{label="value",…} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
/** The suffixes a histogram's or summary's samples add to the family name. */
const SUFFIXES = ['_bucket', '_sum', '_count', ''];

/** A value as Prometheus reads it (Go's ParseFloat): NaN and Inf in any case, with or without a sign. */
function floatOf(value: string): number | undefined {
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(value);
  if (special) return /nan/i.test(value) ? NaN : special[1] === '-' ? -Infinity : Infinity;
  const number = Number(value);
  return value.trim() === '' || Number.isNaN(number) ? undefined : number;
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match) throw new Error(`bad labels: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

/**
 * Parses the Prometheus text format (version 0.0.4): throws on any line that is not a HELP, a TYPE
 * (one per family, before its samples, of a known type) or a well-formed sample of a declared family.
 * https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format
 */
export function parsePrometheusText(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) {
      if (types.has(type[1]!) || !TYPES.has(type[2]!)) throw new Error(`bad TYPE: ${line}`);
      types.set(type[1]!, type[2]!);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a sample: ${line}`);
    const [, name, labels, value] = sample as unknown as [string, string, string | undefined, string];
    if (
      !SUFFIXES.some(
        (suffix) => name.endsWith(suffix) && types.has(name.slice(0, name.length - suffix.length)),
      )
    )
      throw new Error(`sample of an undeclared family: ${line}`);
    const number = floatOf(value);
    if (number === undefined) throw new Error(`bad value: ${line}`);
    samples.push({ name, labels: labels ? parseLabels(labels, line) : {}, value: number });
  }
  return samples;
}

/** The value of the one sample named `name` whose labels include `labels` (undefined when none). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  return samples.find(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  )?.value;
}
