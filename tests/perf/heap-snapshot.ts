/**
 * Where a page's JS heap goes: one V8 heap snapshot (CDP HeapProfiler.takeHeapSnapshot, which
 * collects garbage first), summarised in the bench (about 3 s for a 30 MB snapshot).
 *
 * Only the V8 heap is counted (what Performance.getMetrics calls JSHeapUsedSize): Blink's C++
 * objects and external strings (script sources) in the snapshot are left out.
 * - Compiled code (bytecode, machine code, feedback, scope infos) and functions are grouped by the
 *   script (built chunk) their SharedFunctionInfo belongs to (code that only V8 itself holds, such
 *   as built-ins, is a group of its own).
 * - Objects are grouped by constructor name, the minified ones recognised by their properties
 *   (React fibers, hooks and elements; zod schemas; TanStack queries).
 * - Retained size per recognised kind: the dominator tree (Cooper, Harvey and Kennedy), weak
 *   edges ignored, summed over the kind's top-most objects (as DevTools' Summary does).
 */
import type { CDPSession } from 'playwright-core';

export interface HeapGroup {
  group: string;
  count: number;
  KiB: number;
}

export interface HeapBreakdown {
  /** The V8 heap in the snapshot, KiB. */
  totalKiB: number;
  /** Self size by kind of node: code and functions, objects, arrays, strings, … */
  byKind: HeapGroup[];
  /** Largest groups by self size. */
  bySelf: HeapGroup[];
  /** Recognised kinds by retained size. */
  retained: HeapGroup[];
}

/** Objects recognised by properties they all have (minified constructor names say nothing). */
const KINDS: [string, string[]][] = [
  ['React fiber', ['memoizedProps', 'alternate', 'stateNode']],
  ['React element', ['$$typeof', 'props']],
  ['React hook', ['memoizedState', 'baseQueue', 'queue']],
  ['React effect', ['create', 'deps', 'inst']],
  ['zod schema', ['_zod']],
  ['zod schema', ['def', 'traits', 'bag']],
  ['TanStack query', ['queryHash', 'queryKey']],
];

interface Snapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export async function takeHeapSnapshot(cdp: CDPSession): Promise<Snapshot> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return JSON.parse(chunks.join('')) as Snapshot;
}

export function summariseHeap(snap: Snapshot, top = 10): HeapBreakdown {
  const { meta } = snap.snapshot;
  const { nodes, edges, strings } = snap;
  const NF = meta.node_fields.length;
  const EF = meta.edge_fields.length;
  const [TYPE, NAME, SIZE, EDGES] = ['type', 'name', 'self_size', 'edge_count'].map((f) =>
    meta.node_fields.indexOf(f),
  ) as [number, number, number, number];
  const [ETYPE, ENAME, ETO] = ['type', 'name_or_index', 'to_node'].map((f) =>
    meta.edge_fields.indexOf(f),
  ) as [number, number, number];
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const WEAK = edgeTypes.indexOf('weak');
  const SHORTCUT = edgeTypes.indexOf('shortcut');
  const named = new Set(['property', 'internal', 'context', 'shortcut'].map((t) => edgeTypes.indexOf(t)));
  const count = nodes.length / NF;
  const type = (i: number) => nodeTypes[nodes[i * NF + TYPE]!]!;
  const name = (i: number) => strings[nodes[i * NF + NAME]!]!;
  const size = (i: number) => nodes[i * NF + SIZE]!;
  const first = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i += 1) {
    first[i] = e;
    e += nodes[i * NF + EDGES]! * EF;
  }
  first[count] = edges.length;
  const to = (e: number) => edges[e + ETO]! / NF;
  const strong = (e: number) => edges[e + ETYPE] !== WEAK && edges[e + ETYPE] !== SHORTCUT;
  const edgeNamed = (i: number, wanted: string) => {
    for (let e = first[i]!; e < first[i + 1]!; e += EF)
      if (named.has(edges[e + ETYPE]!) && strings[edges[e + ENAME]!] === wanted) return to(e);
    return -1;
  };

  // the script each piece of code and each function belongs to: SharedFunctionInfo → script,
  // then the code it reaches, functions through their SharedFunctionInfo
  const script = new Int32Array(count).fill(-1);
  const queue: number[] = [];
  for (let i = 0; i < count; i += 1)
    if (type(i) === 'code' && name(i).startsWith('system / SharedFunctionInfo')) {
      script[i] = edgeNamed(i, 'script');
      if (script[i]! >= 0) queue.push(i);
    }
  const spread = () => {
    for (let v = queue.pop(); v !== undefined; v = queue.pop())
      for (let e = first[v]!; e < first[v + 1]!; e += EF) {
        const w = to(e);
        if (!strong(e) || script[w]! >= 0 || type(w) !== 'code' || name(w).startsWith('system / Script'))
          continue;
        script[w] = script[v]!;
        queue.push(w);
      }
  };
  spread();
  for (let i = 0; i < count; i += 1)
    if (type(i) === 'closure') {
      const shared = edgeNamed(i, 'shared');
      script[i] = shared >= 0 ? script[shared]! : -1;
      if (script[i]! >= 0) queue.push(i); // its feedback and optimised code
    }
  spread();
  const scriptName = (s: number) =>
    name(s)
      .replace(/^system \/ Script \/ /, '')
      .replace(/^[a-z]+:\/\/[^/]+\//, '') || '(evaluated)';

  const kind = new Array<string | undefined>(count);
  const groups = new Map<string, { count: number; bytes: number }>();
  const kinds = new Map<string, { count: number; bytes: number }>();
  const add = (into: typeof groups, key: string, bytes: number) => {
    const entry = into.get(key) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += bytes;
    into.set(key, entry);
  };
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    const t = type(i);
    const n = name(i);
    if (
      t === 'synthetic' ||
      (t === 'native' && (!n.startsWith('system /') || n === 'system / ExternalStringData'))
    )
      continue; // Blink's C++ heap, external strings
    let group: string;
    if (t === 'code' || t === 'closure') {
      const owner = script[i]!;
      group = `code and functions: ${owner >= 0 ? scriptName(owner) : '(V8 built-ins, shared)'}`;
    } else if (t === 'object') {
      if (n.startsWith('system / Context')) group = 'closure scopes (contexts)';
      else {
        const props = new Set<string>();
        for (let e = first[i]!; e < first[i + 1]!; e += EF)
          if (named.has(edges[e + ETYPE]!)) props.add(strings[edges[e + ENAME]!]!);
        kind[i] = n.startsWith('Zod')
          ? 'zod schema'
          : KINDS.find(([, keys]) => keys.every((key) => props.has(key)))?.[0];
        group = kind[i] ?? `${n || '(anonymous)'} objects`;
      }
    } else if (t.includes('string')) group = 'strings';
    else if (t === 'array') group = `arrays ${n}`.trim();
    else if (t === 'object shape') group = 'hidden classes (maps)';
    else if (t === 'regexp' || t === 'number' || t === 'symbol' || t === 'bigint') group = `${t}s`;
    else group = `V8 ${n.replace(/^system \/ /, '')}`;
    add(groups, group, size(i));
    const general = /^(code and functions|closure scopes|arrays|V8)/.exec(group)?.[1];
    add(
      kinds,
      general === 'V8' ? 'V8 internals' : (general ?? (t === 'object' ? 'objects' : group)),
      size(i),
    );
    total += size(i);
  }
  const KiB = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const largest = (from: typeof groups, n = Infinity) =>
    [...from]
      .sort((a, b) => b[1].bytes - a[1].bytes)
      .slice(0, n)
      .map(([group, g]) => ({ group, count: g.count, KiB: KiB(g.bytes) }));

  // dominators over the strong edges, from the root (node 0), in post-order
  const predCount = new Uint32Array(count + 1);
  for (let e = 0; e < edges.length; e += EF) if (strong(e)) predCount[to(e) + 1]! += 1;
  for (let i = 0; i < count; i += 1) predCount[i + 1]! += predCount[i]!;
  const preds = new Uint32Array(predCount[count]!);
  const fill = predCount.slice();
  for (let i = 0; i < count; i += 1)
    for (let e = first[i]!; e < first[i + 1]!; e += EF) if (strong(e)) preds[fill[to(e)]!++] = i;
  const post = new Int32Array(count).fill(-1);
  const order: number[] = [];
  const next = first.slice();
  const seen = new Uint8Array(count);
  const stack = [0];
  seen[0] = 1;
  while (stack.length) {
    const v = stack[stack.length - 1]!;
    let w = -1;
    while (next[v]! < first[v + 1]! && w < 0) {
      const e = next[v]!;
      next[v]! += EF;
      if (strong(e) && !seen[to(e)]) w = to(e);
    }
    if (w >= 0) {
      seen[w] = 1;
      stack.push(w);
    } else {
      stack.pop();
      post[v] = order.length;
      order.push(v);
    }
  }
  const idom = new Int32Array(count).fill(-1);
  idom[0] = 0;
  const meet = (a: number, b: number) => {
    while (a !== b) {
      while (post[a]! < post[b]!) a = idom[a]!;
      while (post[b]! < post[a]!) b = idom[b]!;
    }
    return a;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let k = order.length - 2; k >= 0; k -= 1) {
      const v = order[k]!;
      let d = -1;
      for (let p = predCount[v]!; p < predCount[v + 1]!; p += 1) {
        const u = preds[p]!;
        if (idom[u]! >= 0) d = d < 0 ? u : meet(u, d);
      }
      if (d >= 0 && idom[v] !== d) {
        idom[v] = d;
        changed = true;
      }
    }
  }
  const retainedBytes = new Float64Array(count);
  for (const v of order) {
    retainedBytes[v]! += size(v);
    if (v !== 0) retainedBytes[idom[v]!]! += retainedBytes[v]!;
  }
  const retained = new Map<string, { count: number; bytes: number }>();
  for (const v of order) {
    const k = kind[v];
    if (!k) continue;
    let a = idom[v]!;
    while (a !== 0 && kind[a] !== k) a = idom[a]!;
    if (a === 0) add(retained, k, retainedBytes[v]!); // not inside another one of its kind
  }
  return {
    totalKiB: KiB(total),
    byKind: largest(kinds),
    bySelf: largest(groups, top),
    retained: largest(retained),
  };
}
