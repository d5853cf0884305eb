import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Mailer } from '../mail/mail.types.ts';
export declare const OTP_EXPIRES_MINUTES = 10;
export declare const ACCESS_TOKEN_LIFETIME = '15m';
export declare function createAuth({
  config,
  db,
  mailer,
}: {
  config: Config;
  db: Db;
  mailer: Mailer;
}): import('better-auth').Auth<{
  appName: string;
  baseURL: string;
  basePath: string;
  secret: string;
  trustedOrigins: string[];
  database: {
    db: Db;
    type: string;
  };
  telemetry: {
    enabled: false;
  };
  logger: {
    level: 'error' | 'warn';
  };
  rateLimit: {
    enabled: false;
  };
  advanced: {
    ipAddress: {
      ipAddressHeaders: string[];
    };
    useSecureCookies: boolean;
  };
  user: {
    additionalFields: {
      firstName: {
        type: 'string';
        required: true;
      };
      lastName: {
        type: 'string';
        required: true;
      };
      langSelected: {
        type: 'string';
        required: false;
        defaultValue: string;
      };
    };
  };
  emailAndPassword: {
    enabled: true;
    requireEmailVerification: true;
    autoSignIn: false;
    minPasswordLength: number;
    maxPasswordLength: number;
    revokeSessionsOnPasswordReset: true;
  };
  emailVerification: {
    sendOnSignIn: true;
    autoSignInAfterVerification: true;
  };
  session: {
    expiresIn: number;
    updateAge: number;
  };
  hooks: {
    before: import('better-call').Middleware<
      import('better-call').MiddlewareOptions,
      (
        inputContext: import('better-call').MiddlewareInputContext<
          import('better-call').MiddlewareOptions
        >,
      ) => Promise<void>
    >;
  };
  plugins: [
    {
      id: 'email-otp';
      version: string;
      init(ctx: import('better-auth').AuthContext):
        | {
            options: {
              emailVerification: {
                sendVerificationEmail(
                  data: {
                    user: import('better-auth').User;
                    url: string;
                    token: string;
                  },
                  request: Request | undefined,
                ): Promise<void>;
              };
            };
          }
        | undefined;
      endpoints: {
        sendVerificationOTP: import('better-call').StrictEndpoint<
          '/email-otp/send-verification-otp',
          {
            method: 'POST';
            use: import('better-call').Middleware<
              import('better-call').MiddlewareOptions,
              (
                inputContext: import('better-call').MiddlewareInputContext<
                  import('better-call').MiddlewareOptions
                >,
              ) => Promise<void>
            >[];
            body: import('zod').ZodObject<
              {
                email: import('zod').ZodString;
                type: import('zod').ZodEnum<{
                  'sign-in': 'sign-in';
                  'change-email': 'change-email';
                  'email-verification': 'email-verification';
                  'forget-password': 'forget-password';
                }>;
              },
              import('zod/v4/core').$strip
            >;
            metadata: {
              openapi: {
                operationId: string;
                description: string;
                responses: {
                  200: {
                    description: string;
                    content: {
                      'application/json': {
                        schema: {
                          type: 'object';
                          properties: {
                            success: {
                              type: string;
                            };
                          };
                        };
                      };
                    };
                  };
                };
              };
            };
          },
          {
            success: boolean;
          }
        >;
        createVerificationOTP: import('better-call').StrictEndpoint<
          string,
          {
            method: 'POST';
            body: import('zod').ZodObject<
              {
                email: import('zod').ZodString;
                type: import('zod').ZodEnum<{
                  'sign-in': 'sign-in';
                  'change-email': 'change-email';
                  'email-verification': 'email-verification';
                  'forget-password': 'forget-password';
                }>;
              },
              import('zod/v4/core').$strip
            >;
            metadata: {
              openapi: {
                operationId: string;
                description: string;
                responses: {
                  200: {
                    description: string;
                    content: {
                      'application/json': {
                        schema: {
                          type: 'string';
                        };
                      };
                    };
                  };
                };
              };
            };
          },
          string
        >;
        getVerificationOTP: import('better-call').StrictEndpoint<
          string,
          {
            method: 'GET';
            query: import('zod').ZodObject<
              {
                email: import('zod').ZodString;
                type: import('zod').ZodEnum<{
                  'sign-in': 'sign-in';
                  'change-email': 'change-email';
                  'email-verification': 'email-verification';
                  'forget-password': 'forget-password';
                }>;
              },
              import('zod/v4/core').$strip
            >;
            metadata: {
              openapi: {
                operationId: string;
                description: string;
                responses: {
                  '200': {
                    description: string;
                    content: {
                      'application/json': {
                        schema: {
                          type: 'object';
                          properties: {
                            otp: {
                              type: string;
                              nullable: boolean;
                              description: string;
                            };
                          };
                          required: string[];
                        };
                      };
                    };
                  };
                };
              };
            };
          },
          | {
              otp: null;
            }
          | {
              otp: string;
            }
        >;
        checkVerificationOTP: import('better-call').StrictEndpoint<
          '/email-otp/check-verification-otp',
          {
            method: 'POST';
            body: import('zod').ZodObject<
              {
                email: import('zod').ZodString;
                type: import('zod').ZodEnum<{
                  'sign-in': 'sign-in';
                  'change-email': 'change-email';
                  'email-verification': 'email-verification';
                  'forget-password': 'forget-password';
                }>;
                otp: import('zod').ZodString;
              },
              import('zod/v4/core').$strip
            >;
            metadata: {
              openapi: {
                operationId: string;
                description: string;
                responses: {
                  200: {
                    description: string;
                    content: {
                      'application/json': {
                        schema: {
                          type: 'object';
                          properties: {
                            success: {
                              type: string;
                            };
                          };
                        };
                      };
                    };
                  };
                };
              };
            };
          },
          {
            success: boolean;
          }
        >;
        verifyEmailOTP: import('better-call').StrictEndpoint<
          '/email-otp/verify-email',
          {
            method: 'POST';
            body: import('zod').ZodObject<
              {
                email: import('zod').ZodString;
                otp: import('zod').ZodString;
              },
              import('zod/v4/core').$strip
            >;
            metadata: {
              openapi: {
                description: string;
                responses: {
                  200: {
                    description: string;
                    content: {
                      'application/json': {
                        schema: {
                          type: 'object';
                          properties: {
                            status: {
                              type: string;
                              description: string;
                              enum: boolean[];
                            };
                            token: {
                              type: string;
                              nullable: boolean;
                              description: string;
                            };
                            user: {
                              $ref: string;
                            };
                          };
                          required: string[];
                        };
                      };
                    };
                  };
                };
              };
            };
          },
          | {
              status: boolean;
              token: string;
              user: {
                id: string;
                createdAt: Date;
                updatedAt: Date;
                email: string;
                emailVerified: boolean;
                name: string;
                image?: string | null | undefined;
              } & Record<string, any>;
            }
          | {
              status: boolean;
              token: null;
              user: {
                id: string;
                createdAt: Date;
                updatedAt: Date;
                email: string;
                emailVerified: boolean;
                name: string;
                image?: string | null | undefined;
              } & Record<string, any>;
            }
        >;
        signInEmailOTP: import('better-call').StrictEndpoint<
          '/sign-in/email-otp',
          {
            method: 'POST';
            body: import('zod').ZodIntersection<
              import('zod').ZodObject<
                {
                  email: import('zod').ZodString;
                  otp: import('zod').ZodString;
                  name: import('zod').ZodOptional<import('zod').ZodString>;
                  image: import('zod').ZodOptional<import('zod').ZodString>;
                },
                import('zod/v4/core').$strip
              >,
              import('zod').ZodRecord<import('zod').ZodString, import('zod').ZodAny>
            >;
            metadata: {
              openapi: {
                operationId: string;
                description: string;
                responses: {
                  200: {
                    description: string;
                    content: {
                      'application/json': {
                        schema: {
                          type: 'object';
                          properties: {
                            token: {
                              type: string;
                              description: string;
                            };
                            user: {
                              $ref: string;
                            };
                          };
                          required: string[];
                        };
                      };
                    };
                  };
                };
              };
            };
          },
          {
            token: string;
            user: {
              id: string;
              createdAt: Date;
              updatedAt: Date;
              email: string;
              emailVerified: boolean;
              name: string;
              image?: string | null | undefined;
            };
          }
        >;
        requestPasswordResetEmailOTP: import('better-call').StrictEndpoint<
          '/email-otp/request-password-reset',
          {
            method: 'POST';
            body: import('zod').ZodObject<
              {
                email: import('zod').ZodString;
              },
              import('zod/v4/core').$strip
            >;
            metadata: {
              openapi: {
                operationId: string;
                description: string;
                responses: {
                  200: {
                    description: string;
                    content: {
                      'application/json': {
                        schema: {
                          type: 'object';
                          properties: {
                            success: {
                              type: string;
                              description: string;
                            };
                          };
                        };
                      };
                    };
                  };
                };
              };
            };
          },
          {
            success: boolean;
          }
        >;
        forgetPasswordEmailOTP: import('better-call').StrictEndpoint<
          '/forget-password/email-otp',
          {
            method: 'POST';
            body: import('zod').ZodObject<
              {
                email: import('zod').ZodString;
              },
              import('zod/v4/core').$strip
            >;
            metadata: {
              openapi: {
                operationId: string;
                description: string;
                responses: {
                  200: {
                    description: string;
                    content: {
                      'application/json': {
                        schema: {
                          type: 'object';
                          properties: {
                            success: {
                              type: string;
                              description: string;
                            };
                          };
                        };
                      };
                    };
                  };
                };
              };
            };
          },
          {
            success: boolean;
          }
        >;
        resetPasswordEmailOTP: import('better-call').StrictEndpoint<
          '/email-otp/reset-password',
          {
            method: 'POST';
            body: import('zod').ZodObject<
              {
                email: import('zod').ZodString;
                otp: import('zod').ZodString;
                password: import('zod').ZodString;
              },
              import('zod/v4/core').$strip
            >;
            metadata: {
              openapi: {
                operationId: string;
                description: string;
                responses: {
                  200: {
                    description: string;
                    content: {
                      'application/json': {
                        schema: {
                          type: 'object';
                          properties: {
                            success: {
                              type: string;
                            };
                          };
                        };
                      };
                    };
                  };
                };
              };
            };
          },
          {
            success: boolean;
          }
        >;
        requestEmailChangeEmailOTP: import('better-call').StrictEndpoint<
          '/email-otp/request-email-change',
          {
            method: 'POST';
            body: import('zod').ZodObject<
              {
                newEmail: import('zod').ZodString;
                otp: import('zod').ZodOptional<import('zod').ZodString>;
              },
              import('zod/v4/core').$strip
            >;
            use: import('better-call').Middleware<
              import('better-call').MiddlewareOptions,
              (
                inputContext: import('better-call').MiddlewareInputContext<
                  import('better-call').MiddlewareOptions
                >,
              ) => Promise<{
                session: {
                  session: Record<string, any> & {
                    id: string;
                    createdAt: Date;
                    updatedAt: Date;
                    userId: string;
                    expiresAt: Date;
                    token: string;
                    ipAddress?: string | null | undefined;
                    userAgent?: string | null | undefined;
                  };
                  user: Record<string, any> & {
                    id: string;
                    createdAt: Date;
                    updatedAt: Date;
                    email: string;
                    emailVerified: boolean;
                    name: string;
                    image?: string | null | undefined;
                  };
                };
              }>
            >[];
            metadata: {
              openapi: {
                operationId: string;
                description: string;
                responses: {
                  200: {
                    description: string;
                    content: {
                      'application/json': {
                        schema: {
                          type: 'object';
                          properties: {
                            success: {
                              type: string;
                            };
                          };
                        };
                      };
                    };
                  };
                };
              };
            };
          },
          {
            success: boolean;
          }
        >;
        changeEmailEmailOTP: import('better-call').StrictEndpoint<
          '/email-otp/change-email',
          {
            method: 'POST';
            body: import('zod').ZodObject<
              {
                newEmail: import('zod').ZodString;
                otp: import('zod').ZodString;
              },
              import('zod/v4/core').$strip
            >;
            use: import('better-call').Middleware<
              import('better-call').MiddlewareOptions,
              (
                inputContext: import('better-call').MiddlewareInputContext<
                  import('better-call').MiddlewareOptions
                >,
              ) => Promise<{
                session: {
                  session: Record<string, any> & {
                    id: string;
                    createdAt: Date;
                    updatedAt: Date;
                    userId: string;
                    expiresAt: Date;
                    token: string;
                    ipAddress?: string | null | undefined;
                    userAgent?: string | null | undefined;
                  };
                  user: Record<string, any> & {
                    id: string;
                    createdAt: Date;
                    updatedAt: Date;
                    email: string;
                    emailVerified: boolean;
                    name: string;
                    image?: string | null | undefined;
                  };
                };
              }>
            >[];
            metadata: {
              openapi: {
                operationId: string;
                description: string;
                responses: {
                  200: {
                    description: string;
                    content: {
                      'application/json': {
                        schema: {
                          type: 'object';
                          properties: {
                            success: {
                              type: string;
                            };
                          };
                        };
                      };
                    };
                  };
                };
              };
            };
          },
          {
            success: boolean;
          }
        >;
      };
      hooks: {
        after: {
          matcher(context: import('better-auth').HookEndpointContext): boolean;
          handler: import('better-call').Middleware<
            import('better-call').MiddlewareOptions,
            (
              inputContext: import('better-call').MiddlewareInputContext<
                import('better-call').MiddlewareOptions
              >,
            ) => Promise<void>
          >;
        }[];
      };
      rateLimit: (
        | {
            pathMatcher(path: string): path is '/email-otp/send-verification-otp';
            window: number;
            max: number;
          }
        | {
            pathMatcher(path: string): path is '/email-otp/check-verification-otp';
            window: number;
            max: number;
          }
        | {
            pathMatcher(path: string): path is '/email-otp/verify-email';
            window: number;
            max: number;
          }
        | {
            pathMatcher(path: string): path is '/sign-in/email-otp';
            window: number;
            max: number;
          }
        | {
            pathMatcher(path: string): path is '/email-otp/request-password-reset';
            window: number;
            max: number;
          }
        | {
            pathMatcher(path: string): path is '/email-otp/reset-password';
            window: number;
            max: number;
          }
        | {
            pathMatcher(path: string): path is '/forget-password/email-otp';
            window: number;
            max: number;
          }
        | {
            pathMatcher(path: string): path is '/email-otp/request-email-change';
            window: number;
            max: number;
          }
        | {
            pathMatcher(path: string): path is '/email-otp/change-email';
            window: number;
            max: number;
          }
      )[];
      options: import('better-auth/plugins').EmailOTPOptions;
      $ERROR_CODES: {
        OTP_EXPIRED: import('better-auth').RawError<'OTP_EXPIRED'>;
        INVALID_OTP: import('better-auth').RawError<'INVALID_OTP'>;
        TOO_MANY_ATTEMPTS: import('better-auth').RawError<'TOO_MANY_ATTEMPTS'>;
      };
    },
    {
      id: 'jwt';
      version: string;
      options: NoInfer<{
        jwt: {
          expirationTime: string;
          issuer: string;
          audience: string;
          definePayload: ({
            user,
            session,
          }: {
            user: import('better-auth').User & Record<string, any>;
            session: import('better-auth').Session & Record<string, any>;
          }) => {
            sid: string;
            email: string;
          };
        };
        disableSettingJwtHeader: true;
      }>;
      init(ctx: import('better-auth').AuthContext):
        | {
            context: {
              sessionConfig: {
                cookieCacheSigner: import('better-auth').CookieCacheSigner;
                updateAge: number;
                expiresIn: number;
                freshAge: number;
                cookieRefreshCache:
                  | false
                  | {
                      enabled: true;
                      updateAge: number;
                    };
              };
            };
          }
        | undefined;
      endpoints: {
        getJwks: import('better-call').StrictEndpoint<
          string,
          {
            method: 'GET';
            metadata: {
              openapi: {
                operationId: string;
                description: string;
                responses: {
                  '200': {
                    description: string;
                    content: {
                      'application/json': {
                        schema: {
                          type: 'object';
                          properties: {
                            keys: {
                              type: string;
                              description: string;
                              items: {
                                type: string;
                                properties: {
                                  kid: {
                                    type: string;
                                    description: string;
                                  };
                                  kty: {
                                    type: string;
                                    description: string;
                                  };
                                  alg: {
                                    type: string;
                                    description: string;
                                  };
                                  use: {
                                    type: string;
                                    description: string;
                                    enum: string[];
                                    nullable: boolean;
                                  };
                                  n: {
                                    type: string;
                                    description: string;
                                    nullable: boolean;
                                  };
                                  e: {
                                    type: string;
                                    description: string;
                                    nullable: boolean;
                                  };
                                  crv: {
                                    type: string;
                                    description: string;
                                    nullable: boolean;
                                  };
                                  x: {
                                    type: string;
                                    description: string;
                                    nullable: boolean;
                                  };
                                  y: {
                                    type: string;
                                    description: string;
                                    nullable: boolean;
                                  };
                                };
                                required: string[];
                              };
                            };
                          };
                          required: string[];
                        };
                      };
                    };
                  };
                };
              };
            };
          },
          import('jose').JSONWebKeySet
        >;
        getToken: import('better-call').StrictEndpoint<
          '/token',
          {
            method: 'GET';
            requireHeaders: true;
            use: import('better-call').Middleware<
              import('better-call').MiddlewareOptions,
              (
                inputContext: import('better-call').MiddlewareInputContext<
                  import('better-call').MiddlewareOptions
                >,
              ) => Promise<{
                session: {
                  session: Record<string, any> & {
                    id: string;
                    createdAt: Date;
                    updatedAt: Date;
                    userId: string;
                    expiresAt: Date;
                    token: string;
                    ipAddress?: string | null | undefined;
                    userAgent?: string | null | undefined;
                  };
                  user: Record<string, any> & {
                    id: string;
                    createdAt: Date;
                    updatedAt: Date;
                    email: string;
                    emailVerified: boolean;
                    name: string;
                    image?: string | null | undefined;
                  };
                };
              }>
            >[];
            metadata: {
              openapi: {
                operationId: string;
                description: string;
                responses: {
                  200: {
                    description: string;
                    content: {
                      'application/json': {
                        schema: {
                          type: 'object';
                          properties: {
                            token: {
                              type: string;
                            };
                          };
                        };
                      };
                    };
                  };
                };
              };
            };
          },
          {
            token: string;
          }
        >;
        signJWT: import('better-call').StrictEndpoint<
          string,
          {
            method: 'POST';
            metadata: {
              $Infer: {
                body: {
                  payload: import('jose').JWTPayload;
                  overrideOptions?: import('better-auth/plugins').JwtOptions | undefined;
                };
              };
            };
            body: import('zod').ZodObject<
              {
                payload: import('zod').ZodRecord<import('zod').ZodString, import('zod').ZodAny>;
                overrideOptions: import('zod').ZodOptional<
                  import('zod').ZodRecord<import('zod').ZodString, import('zod').ZodAny>
                >;
              },
              import('zod/v4/core').$strip
            >;
          },
          {
            token: string;
          }
        >;
        verifyJWT: import('better-call').StrictEndpoint<
          string,
          {
            method: 'POST';
            metadata: {
              $Infer: {
                body: {
                  token: string;
                  issuer?: string;
                };
                response: {
                  payload: {
                    sub: string;
                    aud: string;
                    [key: string]: any;
                  } | null;
                };
              };
            };
            body: import('zod').ZodObject<
              {
                token: import('zod').ZodString;
                issuer: import('zod').ZodOptional<import('zod').ZodString>;
              },
              import('zod/v4/core').$strip
            >;
          },
          {
            payload:
              | (import('jose').JWTPayload &
                  Required<Pick<import('jose').JWTPayload, 'sub' | 'aud'>>)
              | null;
          }
        >;
      };
      hooks: {
        after: {
          matcher(context: import('better-auth').HookEndpointContext): boolean;
          handler: import('better-call').Middleware<
            import('better-call').MiddlewareOptions,
            (
              inputContext: import('better-call').MiddlewareInputContext<
                import('better-call').MiddlewareOptions
              >,
            ) => Promise<void>
          >;
        }[];
      };
      schema: {
        jwks: {
          fields: {
            publicKey: {
              type: 'string';
              required: true;
            };
            privateKey: {
              type: 'string';
              required: true;
            };
            createdAt: {
              type: 'date';
              required: true;
            };
            expiresAt: {
              type: 'date';
              required: false;
            };
            alg: {
              type: 'string';
              required: false;
            };
            crv: {
              type: 'string';
              required: false;
            };
          };
        };
      };
    },
    import('better-auth/plugins').DefaultOrganizationPlugin<{
      creatorRole: string;
    }>,
  ];
}>;
export type Auth = ReturnType<typeof createAuth>;
