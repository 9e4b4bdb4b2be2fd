// How better-auth's models map onto our snake_case tables. The migration creates exactly these
// (a test compares the two), so better-auth never needs its own migrator.
export const authSchemaOptions = {
  user: {
    modelName: 'users',
    fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
    additionalFields: {
      language: { type: 'string', required: false, defaultValue: 'en', input: true },
      // Never taken from a request: only billing events and the admin command change these.
      is_subscribed: { type: 'boolean', required: false, defaultValue: false, input: false },
      is_admin: { type: 'boolean', required: false, defaultValue: false, input: false },
    },
  },
  session: {
    modelName: 'sessions',
    fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at', ipAddress: 'ip_address', userAgent: 'user_agent', userId: 'user_id' },
  },
  account: {
    modelName: 'accounts',
    fields: {
      accountId: 'account_id',
      providerId: 'provider_id',
      userId: 'user_id',
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      idToken: 'id_token',
      accessTokenExpiresAt: 'access_token_expires_at',
      refreshTokenExpiresAt: 'refresh_token_expires_at',
      createdAt: 'created_at',
      updatedAt: 'updated_at',
    },
  },
  verification: {
    modelName: 'verifications',
    fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
  },
  rateLimit: {
    modelName: 'auth_rate_limits',
    fields: { lastRequest: 'last_request' },
  },
} as const;
