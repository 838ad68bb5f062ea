declare function collapseLinePairs<T>(spec: T): T;
export = collapseLinePairs;
