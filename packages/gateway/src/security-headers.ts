import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Headers browsers and scanners expect, set by the maintained `helmet` middleware and configured
 * for what this server is: a JSON API plus a few static HTML docs pages.
 *
 * - `X-Content-Type-Options: nosniff` on every answer; `X-Powered-By` never (helmet removes it).
 * - No Content-Security-Policy and no `X-Frame-Options` on the JSON API: a CSP governs documents a
 *   browser renders, and nothing renders JSON in a frame; the docs pages get their own CSP below
 *   (`frame-ancestors 'none'` replaces X-Frame-Options there).
 * - `Cross-Origin-Resource-Policy: cross-origin` instead of helmet's `same-origin`: the free GET
 *   endpoints (catalogs, schemas, sandbox) are meant to be read by browser agents on other origins
 *   through CORS, and CORP `same-origin` would make the browser drop those answers even when CORS
 *   allows them. Nothing here is private per-user data, so cross-origin embedding leaks nothing.
 * - `Cross-Origin-Opener-Policy` and `Origin-Agent-Cluster`: helmet's defaults (they only isolate
 *   the docs pages' own browsing context).
 * - HSTS: helmet's default (one year); browsers ignore it over plain http (local and dev mode).
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: false,
    xFrameOptions: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/** `'sha256-…'` CSP sources of every inline `<style>` block in the given pages (built once at start-up). */
export function inlineStyleHashes(pages: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The CSP of the HTML docs pages: nothing but their own inline style (by hash, not
 * 'unsafe-inline'), no scripts, no forms, no framing, no base-URL change.
 */
export function docsContentSecurityPolicy(styleHashes: readonly string[]): RequestHandler {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: styleHashes.length > 0 ? [...styleHashes] : ["'none'"],
      imgSrc: ["'self'", 'data:'],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  });
}
