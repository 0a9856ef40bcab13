/**
 * The spec's path templates (`/v1/spaces/{spaceId}`) in a tree of segments, so a request finds its
 * operation in a few map lookups instead of trying every route's pattern in turn. Matching follows
 * Express's defaults: literal segments compare case-insensitively and undecoded, a parameter takes one
 * non-empty segment (percent-decoded; a malformed escape throws URIError, answered 400), one trailing
 * slash is allowed, and at each segment a literal wins over a parameter (`/versions/latest` over
 * `/versions/{versionId}`), falling back to the parameter when the literal branch does not match.
 */
interface Node<T> {
  literals: Map<string, Node<T>>;
  param?: { name: string; node: Node<T> };
  value?: T;
}

export interface PathMatch<T> {
  value: T;
  params: Record<string, string>;
}

const emptyNode = <T>(): Node<T> => ({ literals: new Map() });

export class PathTable<T> {
  private readonly root: Node<T> = emptyNode();

  /** Adds a template such as `/v1/spaces/{spaceId}`. */
  add(template: string, value: T): void {
    let node = this.root;
    for (const segment of template.split('/').slice(1)) {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (param !== undefined) {
        node.param ??= { name: param, node: emptyNode() };
        if (node.param.name !== param)
          throw new Error(`${template}: {${param}} where another path has {${node.param.name}}`);
        node = node.param.node;
      } else {
        const key = segment.toLowerCase();
        const next = node.literals.get(key) ?? emptyNode<T>();
        node.literals.set(key, next);
        node = next;
      }
    }
    if (node.value !== undefined) throw new Error(`${template} is added twice`);
    node.value = value;
  }

  /** The template matching a request path (no query), with its decoded parameters. */
  match(path: string): PathMatch<T> | undefined {
    if (!path.startsWith('/')) return undefined;
    const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(1, -1) : path.slice(1);
    const segments = trimmed.split('/');
    const raw: string[] = [];
    const found = this.walk(this.root, segments, 0, raw);
    if (found === undefined) return undefined;
    const params: Record<string, string> = {};
    found.names.forEach((name, i) => (params[name] = decodeURIComponent(raw[i] ?? '')));
    return { value: found.value, params };
  }

  private walk(
    node: Node<T>,
    segments: string[],
    at: number,
    raw: string[],
  ): { value: T; names: string[] } | undefined {
    if (at === segments.length) return node.value === undefined ? undefined : { value: node.value, names: [] };
    const segment = segments[at] ?? '';
    if (segment === '') return undefined;
    const literal = node.literals.get(segment.toLowerCase());
    const viaLiteral = literal && this.walk(literal, segments, at + 1, raw);
    if (viaLiteral) return viaLiteral;
    if (node.param === undefined) return undefined;
    raw.push(segment);
    const viaParam = this.walk(node.param.node, segments, at + 1, raw);
    if (viaParam) return { value: viaParam.value, names: [node.param.name, ...viaParam.names] };
    raw.pop();
    return undefined;
  }
}
