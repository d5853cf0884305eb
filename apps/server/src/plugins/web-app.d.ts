import type { FastifyInstance } from 'fastify';
/**
 * Serves the built web app and answers unknown paths. Hashed assets are cached for a year; every other path that is not
 * an API call gets index.html, so the client router decides (SPA fallback).
 */
export declare function registerWebApp(app: FastifyInstance, distDir: string): Promise<void>;
