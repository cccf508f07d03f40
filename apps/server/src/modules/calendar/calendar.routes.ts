import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  updateCalendarFeedBodySchema,
} from '@grantpilot/shared/contracts/calendar';
import type { Database } from '../../db/client';
import { errorResponses, fileResponse } from '../../lib/error-responses';
import { CALENDAR_FEED_PREFIX } from '../../lib/links';
import { currentUser } from '../../plugins/auth';
import { createFeed, deleteFeed, getFeedStatus, renderFeed, updateFeedAlarm } from './calendar.service';

const errors = errorResponses(401, 404);

/** The user's own feed settings (bearer token) and the feed itself (its secret address). */
export function calendarRoutes(db: Database, publicUrl: string) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/me/calendar-feed', {
      schema: {
        summary: 'Get your calendar feed: its address and alarm, if it is on',
        tags: ['calendar'],
        response: { 200: calendarFeedStatusSchema, ...errors },
      },
      handler: async (request) => getFeedStatus(db, currentUser(request).uid, publicUrl),
    });

    routes.post('/api/me/calendar-feed', {
      schema: {
        summary: "Create your calendar feed's secret address (the previous one stops working)",
        tags: ['calendar'],
        response: { 201: calendarFeedCreatedSchema, ...errors },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await createFeed(db, currentUser(request).uid, publicUrl)),
    });

    routes.patch('/api/me/calendar-feed', {
      schema: {
        summary: 'Choose the alarm your calendar feed gives each event',
        tags: ['calendar'],
        body: updateCalendarFeedBodySchema,
        response: { 200: calendarFeedStatusSchema, ...errorResponses(400, 401, 404) },
      },
      handler: async (request) => updateFeedAlarm(db, currentUser(request).uid, request.body.alarm, publicUrl),
    });

    routes.delete('/api/me/calendar-feed', {
      schema: { summary: 'Turn your calendar feed off', tags: ['calendar'], response: { 204: z.null(), ...errors } },
      handler: async (request, reply) => {
        await deleteFeed(db, currentUser(request).uid);
        return reply.status(204).send(null);
      },
    });

    // Calendar apps fetch this without any sign-in: the unguessable address is the credential.
    routes.get(`${CALENDAR_FEED_PREFIX}:file`, {
      config: { auth: 'public' },
      schema: {
        summary: 'Get a calendar feed (iCalendar) by its secret address',
        tags: ['calendar'],
        params: z.object({ file: z.string().max(100) }),
        response: { 200: fileResponse('The feed', ['text/calendar']), ...errorResponses(404) },
      },
      handler: async (request, reply) => {
        const body = await renderFeed(db, request.params.file, publicUrl);
        return reply
          .header('Content-Type', 'text/calendar; charset=utf-8')
          .header('Cache-Control', 'private, max-age=300')
          .header('Content-Disposition', 'inline; filename="grantpilot.ics"')
          .send(body);
      },
    });
  };
}
