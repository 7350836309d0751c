/** A component of a parsed iCalendar text: its properties (name with parameters → values) and children. */
export interface IcsComponent {
  name: string;
  props: Map<string, string[]>;
  children: IcsComponent[];
}

/**
 * A strict reader for tests: every line ends with CRLF, no physical line is longer than 75 octets, folded
 * lines are joined, BEGIN and END pair up, and exactly one VCALENDAR holds everything.
 */
export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) throw new Error('the text does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (/[\r\n]/.test(line)) throw new Error(`bare CR or LF in ${JSON.stringify(line)}`);
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line longer than 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) throw new Error('continuation without a line');
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`not a content line: ${line}`);
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (name === 'BEGIN') {
      const component: IcsComponent = { name: value, props: new Map(), children: [] };
      if (stack.length) stack.at(-1)!.children.push(component);
      else if (root) throw new Error('a second top-level component');
      else root = component;
      stack.push(component);
    } else if (name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== value)
        throw new Error(`END:${value} does not close ${open?.name ?? 'anything'}`);
    } else {
      const current = stack.at(-1);
      if (!current) throw new Error(`property outside a component: ${line}`);
      current.props.set(name, [...(current.props.get(name) ?? []), value]);
    }
  }
  if (stack.length || !root) throw new Error('unclosed component');
  if (root.name !== 'VCALENDAR') throw new Error('the top-level component is not VCALENDAR');
  return root;
}

/** The TEXT value with its escapes undone. */
export const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
