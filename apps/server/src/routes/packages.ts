import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../http-error.js";
import { ERROR_BODY } from "./api-schemas.js";

/** Where the stable URL of the client package points; snippets and pages show this path. */
const PACKAGE_PATH = "/api/packages/modeldeck-inference.tgz";

// `scripts/pack-inference.mjs` writes the tarball here during the build. From src/routes and
// from dist/routes alike, this is apps/server/dist/packages.
const BUILT_PACKAGES = fileURLToPath(new URL("../../dist/packages/", import.meta.url));

const PACKAGE_SCHEMA = {
  description:
    "The @modeldeck/inference npm package (with @modeldeck/tasks bundled inside), for `npm install <this URL>`",
  response: { 404: ERROR_BODY },
};

/** Where the package routes read the built tarballs; the build's folder by default. */
export interface PackageRoutesOptions {
  folder?: string;
}

/**
 * `GET /api/packages/modeldeck-inference.tgz`: the inference client as an npm tarball, built by
 * `npm run build`. No registry publishes `@modeldeck/inference`, so the JavaScript snippets say
 * `npm install <this server>/api/packages/modeldeck-inference.tgz`; its one dependency is bundled
 * inside, so that install needs no registry. A server whose build has not packed it answers 404
 * in plain words.
 *
 * @example
 * ```ts
 * app.register(packageRoutes); // or { folder } in tests
 * // npm install http://localhost:8080/api/packages/modeldeck-inference.tgz
 * ```
 */
export async function packageRoutes(
  app: FastifyInstance,
  options: PackageRoutesOptions,
): Promise<void> {
  const file = join(options.folder ?? BUILT_PACKAGES, "modeldeck-inference.tgz");
  app.get(PACKAGE_PATH, { schema: PACKAGE_SCHEMA }, async (_request, reply) => {
    let tarball: Buffer;
    try {
      tarball = await readFile(file);
    } catch {
      throw new HttpError(
        404,
        "this server's build has not packed @modeldeck/inference yet: run npm run build",
      );
    }
    // A rebuilt server serves a new tarball at the same URL: clients revalidate (ETag) each time.
    return reply
      .type("application/gzip")
      .header("cache-control", "no-cache")
      .header("content-disposition", 'attachment; filename="modeldeck-inference.tgz"')
      .send(tarball);
  });
}
