import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createEvidenceCheckServer, offlineCallTool, type EvidenceCheckServerOptions } from './server.js';

/** Serves every implemented product over stdio, offline and free (stdout carries only JSON-RPC). */
export async function serveStdio(options: Partial<EvidenceCheckServerOptions> = {}): Promise<Server> {
  const server = createEvidenceCheckServer({ callTool: offlineCallTool(), ...options });
  await server.connect(new StdioServerTransport());
  return server;
}
