import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
/** Spec §7 POST /request-otp, /verify-otp and /reset-password, on top of Better Auth's email OTP. */
export declare const otpRoutes: FastifyPluginAsyncZod<AppContext>;
