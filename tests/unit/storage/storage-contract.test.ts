// @vitest-environment node
/**
 * The contract's storage rules (openapi/dist/openapi.yaml): the esign ticket (printed in a QR code)
 * authorises only the signature's upload policy and its submission, never the storage key of
 * /v1-get-oss; the upload policy never carries a secret.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  deprecated?: boolean;
}
interface Contract {
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

const contract = parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../openapi/dist/openapi.yaml'), 'utf8'),
) as Contract;
const operations = Object.entries(contract.paths).flatMap(([route, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    route: `${method.toUpperCase()} ${route}`,
    operation,
  })),
);
const schemesOf = (operation: Operation) =>
  (operation.security ?? contract.security).flatMap((requirement) => Object.keys(requirement));

describe('the storage in the contract', () => {
  it('the esign ticket authorises the signature upload policy and the submission only', () => {
    expect(
      operations
        .filter(({ operation }) => schemesOf(operation).includes('esignTicket'))
        .map(({ route }) => route),
    ).toEqual(['POST /v1-oss-upload-policy', 'POST /v1-esign-submit']);
  });

  it('/v1-get-oss (the legacy key) takes the login token only, and is deprecated', () => {
    const legacy = contract.paths['/v1-get-oss']!.get!;
    expect(schemesOf(legacy)).toEqual(['token']);
    expect(legacy.deprecated).toBe(true);
  });

  it('the upload policy is the PostObject fields of one object, with no secret', () => {
    const fields = Object.keys(contract.components.schemas.OssUploadPolicy!.properties!);
    expect(fields).toEqual([
      'host',
      'key',
      'accessKeyId',
      'policy',
      'signature',
      'securityToken',
      'contentType',
      'expiresAt',
      'url',
    ]);
    expect(fields.filter((field) => /secret/i.test(field))).toEqual([]);
  });
});
