import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PROFILE_PHOTO_CONTENT_TYPES,
  PROFILE_PHOTO_MAX_BYTES,
  uidParamsSchema,
  userProfileSchema,
} from '@grantpilot/shared/contracts/users';
import type { Database } from '../../db/client';
import { errorResponses, fileResponse } from '../../lib/error-responses';
import { PHOTO_PREFIX } from '../../lib/links';
import { requireSelf } from '../../plugins/auth';
import {
  deleteAccountData,
  getProfilePhoto,
  getUserProfile,
  removeProfilePhoto,
  setProfilePhoto,
  type AccountOrganizations,
} from './users.service';

/** Seed §7: the signed-in user's profile and branding fields. */
export async function usersRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    organizations: AccountOrganizations;
    /**
     * With a hosted identity service the client deletes the identity and asks us to delete the
     * product's data first; the built-in service deletes both behind its password check.
     */
    accountDeletion: boolean;
    /** Forgets the user's verified tokens once their data is gone, so none of them brings it back. */
    forgetTokens: (uid: string) => void;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/users/:uid', {
    schema: {
      summary: "Get your profile and your active organisation's branding",
      tags: ['users'],
      params: uidParamsSchema,
      response: {
        200: userProfileSchema,
        ...errorResponses(400, 401, 403, 404),
      },
    },
    handler: async (request) => {
      requireSelf(request, request.params.uid);
      return getUserProfile(options.db, options.organizations, request.params.uid);
    },
  });

  // The photo is sent as the raw image body, like an organisation's logo; its type is decided
  // from its bytes, whatever the header claims.
  app.addContentTypeParser(
    [...PROFILE_PHOTO_CONTENT_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: PROFILE_PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.withTypeProvider<ZodTypeProvider>().put('/api/users/:uid/photo', {
    config: { tooLargeMessage: `The photo must be at most ${PROFILE_PHOTO_MAX_BYTES / 1024 / 1024} MB` },
    bodyLimit: PROFILE_PHOTO_MAX_BYTES,
    schema: {
      summary: 'Upload your profile photo as the raw image body (cropped to a square)',
      tags: ['users'],
      params: uidParamsSchema,
      response: { 200: userProfileSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
    },
    handler: async (request) => {
      requireSelf(request, request.params.uid);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw Object.assign(new Error('Send the photo as the request body'), { statusCode: 400 });
      }
      await setProfilePhoto(options.db, request.params.uid, request.body);
      return getUserProfile(options.db, options.organizations, request.params.uid);
    },
  });

  app.withTypeProvider<ZodTypeProvider>().delete('/api/users/:uid/photo', {
    schema: {
      summary: 'Remove your profile photo',
      tags: ['users'],
      params: uidParamsSchema,
      response: { 200: userProfileSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      requireSelf(request, request.params.uid);
      await removeProfilePhoto(options.db, request.params.uid);
      return getUserProfile(options.db, options.organizations, request.params.uid);
    },
  });

  if (!options.accountDeletion) return;
  app.withTypeProvider<ZodTypeProvider>().delete('/api/users/:uid', {
    schema: {
      summary: "Delete your account's data (hosted identity service only)",
      tags: ['users'],
      params: uidParamsSchema,
      response: {
        204: z.null(),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    handler: async (request, reply) => {
      requireSelf(request, request.params.uid);
      await deleteAccountData(options.db, options.organizations, request.params.uid);
      options.forgetTokens(request.params.uid);
      return reply.code(204).send(null);
    },
  });
}

/**
 * Profile photos are shown by `<img>` tags, which carry no bearer token, so they are public
 * behind an unguessable id that changes with every upload, and served so they can never run
 * script (as logos are).
 */
export function photoRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(`${PHOTO_PREFIX}:photoId`, {
      config: { auth: 'public' },
      schema: {
        summary: 'Get a profile photo by its unguessable id',
        tags: ['users'],
        params: z.object({ photoId: z.uuid() }),
        response: { 200: fileResponse('The photo, a square WebP image', ['image/webp']), ...errorResponses(404) },
      },
      handler: async (request, reply) => {
        const photo = await getProfilePhoto(db, request.params.photoId);
        return reply
          .header('Content-Type', photo.contentType)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('Content-Disposition', 'inline; filename="photo"')
          .send(photo.bytes);
      },
    });
  };
}
