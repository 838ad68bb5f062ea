/**
 * orval input transformer: the server serves one business under two paths,
 * /v1-own-X (self-taught) and /v1-adult-X (adult education). The client calls
 * /fs-X once and src/api rewrites it by the current page type, so here each
 * identical own/adult pair collapses into a single /fs-X operation.
 * A pair whose parameters or responses differ is a contract error.
 */
const OWN = /^\/v1-own-(.+)$/;
const ADULT = /^\/v1-adult-(.+)$/;

function shape(pathItem) {
  const copy = JSON.parse(JSON.stringify(pathItem));
  for (const operation of Object.values(copy)) {
    if (operation && typeof operation === 'object') {
      delete operation.operationId;
      delete operation.summary;
      delete operation.description;
    }
  }
  return JSON.stringify(copy);
}

module.exports = (spec) => {
  const paths = {};
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    const adult = path.match(ADULT);
    if (adult && spec.paths[`/v1-own-${adult[1]}`]) continue;
    const own = path.match(OWN);
    const twin = own && spec.paths[`/v1-adult-${own[1]}`];
    if (!twin) {
      paths[path] = item;
      continue;
    }
    if (shape(item) !== shape(twin)) {
      throw new Error(
        `contract: ${path} and /v1-adult-${own[1]} must have identical parameters and responses`,
      );
    }
    const collapsed = JSON.parse(JSON.stringify(item));
    for (const operation of Object.values(collapsed)) {
      if (operation?.operationId) operation.operationId = operation.operationId.replace('Own', 'Fs');
    }
    paths[`/fs-${own[1]}`] = collapsed;
  }
  return { ...spec, paths };
};
