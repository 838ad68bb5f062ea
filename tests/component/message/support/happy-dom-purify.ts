/**
 * DOMPurify does not work under happy-dom (browsers are fine), so without this
 * module a sanitiser test here proves nothing. Two gaps against the DOM standard:
 *
 * 1. happy-dom's NodeIterator is a TreeWalker: when the node it just returned is
 *    removed it loses its place and stops. DOMPurify removes nodes as it walks,
 *    so <script> and on* attributes after the first removal stay in place.
 * 2. `Node.prototype.nodeName` returns '' (subclasses override it). DOMPurify reads
 *    nodeName through that getter (against DOM clobbering), sees no tag names and
 *    removes everything.
 *
 * Import this module before anything that loads DOMPurify (it captures both at
 * creation). Only tests import it; production runs in real browsers.
 */
class LiveNodeIterator {
  private reference: Node | null = null;
  /** Where the reference stood, to continue from there if it is removed. */
  private anchor: { parent: Node | null; previous: Node | null } = { parent: null, previous: null };

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
    readonly filter: NodeFilter | null,
  ) {}

  private shows(node: Node): boolean {
    if ((this.whatToShow & (1 << (node.nodeType - 1))) === 0) return false;
    if (!this.filter) return true;
    const verdict = typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return verdict === NodeFilter.FILTER_ACCEPT;
  }

  /** The next node in document order after `node` and its subtree, within root. */
  private after(node: Node | null): Node | null {
    let current = node;
    while (current && current !== this.root) {
      if (current.nextSibling) return current.nextSibling;
      current = current.parentNode;
    }
    return null;
  }

  private following(node: Node): Node | null {
    return node.firstChild ?? this.after(node);
  }

  nextNode(): Node | null {
    let candidate: Node | null;
    if (!this.reference) candidate = this.root;
    else if (this.root.contains(this.reference)) candidate = this.following(this.reference);
    else {
      const { parent, previous } = this.anchor;
      if (previous && previous.parentNode === parent) candidate = this.after(previous);
      else if (parent && this.root.contains(parent)) candidate = parent.firstChild ?? this.after(parent);
      else candidate = null;
    }
    while (candidate && !this.shows(candidate)) candidate = this.following(candidate);
    if (candidate) {
      this.reference = candidate;
      this.anchor = { parent: candidate.parentNode, previous: candidate.previousSibling };
    }
    return candidate;
  }

  previousNode(): Node | null {
    throw new Error('not needed by DOMPurify');
  }

  detach(): void {}
}

// happy-dom defines it on its own Document class (per window): patch the prototype that owns it.
let owner: object | null = document;
while (owner && !Object.hasOwn(owner, 'createNodeIterator'))
  owner = Object.getPrototypeOf(owner) as object | null;
Object.defineProperty(owner ?? Document.prototype, 'createNodeIterator', {
  configurable: true,
  writable: true,
  value: function createNodeIterator(root: Node, whatToShow = 0xffffffff, filter: NodeFilter | null = null) {
    return new LiveNodeIterator(root, whatToShow, filter) as unknown as NodeIterator;
  },
});

// Node.prototype.nodeName dispatches to the node's own class, as in browsers.
const baseNodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')!.get!;
Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  get(this: Node) {
    for (let proto = Object.getPrototypeOf(this) as object | null; proto && proto !== Node.prototype;) {
      const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
      if (getter) return getter.call(this) as string;
      proto = Object.getPrototypeOf(proto) as object | null;
    }
    return baseNodeName.call(this) as string;
  },
});
