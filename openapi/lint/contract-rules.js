/**
 * Redocly rules of this contract that the built-in rulesets do not hold (see redocly.yaml).
 */

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const CHINESE = /[\u4e00-\u9fff]/;

/**
 * `allOf` over a schema with `additionalProperties: false`: under JSON Schema that branch does not
 * see the properties of the other branches, so a value with any of them is refused and the schema
 * accepts nothing (our zod's non-strict `.and()` and Prism hide it; a backend's validator does not).
 */
function NoAllOfOverClosedSchema() {
  return {
    Schema: {
      enter(schema, ctx) {
        if (!Array.isArray(schema.allOf)) return;
        schema.allOf.forEach((member, index) => {
          const resolved = member && member.$ref ? ctx.resolve(member).node : member;
          if (resolved && resolved.additionalProperties === false)
            ctx.report({
              message:
                'allOf 的分支不能是封闭的 schema（additionalProperties: false）：标准校验器会拒绝其他分支的字段，任何值都不合法；请把字段写进同一个对象',
              location: ctx.location.child(['allOf', index]),
            });
        });
      },
    },
  };
}

/** The example values of a media type: `example`, or each of `examples`. */
function examplesOf(media, ctx) {
  if (!media) return [];
  if (media.example !== undefined) return [media.example];
  return Object.values(media.examples ?? {})
    .map((example) => (example && example.$ref ? ctx.resolve(example).node : example))
    .filter(Boolean)
    .map((example) => example.value);
}

/**
 * Every operation that takes parameters or a body documents 400 (an invalid request) with the
 * error envelope and a Chinese `msg` example: the server shows it to the user (spec §8), and the
 * mock answers an invalid request with it.
 */
function Operation400Documented() {
  return {
    PathItem: {
      enter(pathItem, ctx) {
        const shared = (pathItem.parameters ?? []).length > 0;
        for (const method of METHODS) {
          const operation = pathItem[method];
          if (!operation) continue;
          if (!shared && !(operation.parameters ?? []).length && !operation.requestBody) continue;
          const location = ctx.location.child([method, 'responses']);
          const raw = operation.responses?.['400'];
          if (!raw) {
            ctx.report({
              message: '接口有参数或请求体，必须写 400（请求参数有误）响应：引用 common.yaml#/BadRequest',
              location,
            });
            continue;
          }
          const response = raw.$ref ? ctx.resolve(raw).node : raw;
          const media = response?.content?.['application/json'];
          const good = examplesOf(media, ctx).some(
            (example) => example && typeof example.msg === 'string' && CHINESE.test(example.msg),
          );
          if (!media?.schema || !good)
            ctx.report({
              message: '400 响应须是 {code, msg, result} 信封（application/json），并有中文 msg 的示例',
              location: ctx.location.child([method, 'responses', '400']),
            });
        }
      },
    },
  };
}

export default function contractRules() {
  return {
    id: 'contract',
    rules: {
      oas3: {
        'no-allof-over-closed-schema': NoAllOfOverClosedSchema,
        'operation-400-documented': Operation400Documented,
      },
    },
  };
}
