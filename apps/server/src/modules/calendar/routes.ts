import {
  API,
  calendarAnswerBodySchema,
  calendarConflictResponseSchema,
  calendarCreateSchema,
  calendarEventCreateSchema,
  calendarEventDeleteQuerySchema,
  calendarEventResponseSchema,
  calendarEventUpdateSchema,
  calendarFeedParamsSchema,
  calendarFeedResponseSchema,
  calendarIdParamsSchema,
  calendarImportErrorSchema,
  calendarImportResponseSchema,
  calendarImportSchema,
  calendarListResponseSchema,
  calendarMembersResponseSchema,
  calendarOccurrencesQuerySchema,
  calendarOccurrencesResponseSchema,
  calendarOverlaysResponseSchema,
  calendarResponseSchema,
  calendarUpdateSchema,
  okResponseSchema,
} from '@keeling/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { BEARER_AUTH, errorResponse, errorResponses, PUBLIC } from '../../lib/route-schema';
import { signedInUser } from '../../lib/signed-in-user';
import type { CalendarService } from './service';

const tags = ['calendar'];
const security = BEARER_AUTH;
const params = calendarIdParamsSchema;
const conflict = { 409: errorResponse(409, calendarConflictResponseSchema) };
const ICS = {
  description: 'The calendar as iCalendar (RFC 5545)',
  content: { 'text/calendar': { schema: z.string() } },
};
/** A file name for the download: the calendar's name in letters, digits and dashes. */
const fileName = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'calendar'
  }.ics`;

/**
 * Calendars (issue 32): every signed-in member sees the team calendars and their own; editors
 * and admins manage team calendars, everyone their personal one (checked by the service, 403),
 * and whoever is invited answers.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar },
) => {
  app.get(
    API.calendar.calendars,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listCalendars',
        summary: "The team calendars and the user's personal one (made on first use)",
        response: { 200: calendarListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ items: await calendar.calendars(signedInUser(request)) }),
  );

  app.post(
    API.calendar.calendars,
    {
      onRequest: app.requireRole('admin', 'editor'),
      schema: {
        tags,
        security,
        operationId: 'createCalendar',
        summary: 'Creates a team calendar',
        body: calendarCreateSchema,
        response: { 200: calendarResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      calendar: await calendar.createCalendar(request.body, signedInUser(request)),
    }),
  );

  app.patch(
    API.calendar.calendar,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'updateCalendar',
        summary:
          'Renames or recolours a calendar: a team one (editors, admins) or your personal one',
        params,
        body: calendarUpdateSchema,
        response: {
          200: calendarResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          ...conflict,
        },
      },
    },
    async (request) => ({
      calendar: await calendar.updateCalendar(
        request.params.id,
        request.body,
        signedInUser(request),
      ),
    }),
  );

  app.delete(
    API.calendar.calendar,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'deleteCalendar',
        summary: 'Deletes a team calendar with its events (editors, admins)',
        params,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await calendar.deleteCalendar(request.params.id, signedInUser(request));
      return { ok: true as const };
    },
  );

  app.get(
    API.calendar.occurrences,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listCalendarOccurrences',
        summary:
          'The occurrences in [from, to) of the calendars asked and of your invitations, repeats expanded',
        querystring: calendarOccurrencesQuerySchema,
        response: { 200: calendarOccurrencesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => calendar.occurrences(request.query, signedInUser(request)),
  );

  app.get(
    API.calendar.members,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listCalendarMembers',
        summary: 'The active members one may invite (id and name only)',
        response: { 200: calendarMembersResponseSchema, ...errorResponses(401) },
      },
    },
    async () => ({ items: await calendar.members() }),
  );

  app.get(
    API.calendar.overlays,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'listCalendarOverlays',
        summary:
          'Trips (per traveller) and data-set refreshes (ran, failed, due) in [from, to): read-only calendars',
        querystring: calendarOccurrencesQuerySchema,
        response: { 200: calendarOverlaysResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => calendar.overlays(request.query),
  );

  app.post(
    API.calendar.events,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'createCalendarEvent',
        summary: 'Creates an event (a repeat with `repeat`, an RRULE) in a calendar you manage',
        body: calendarEventCreateSchema,
        response: { 200: calendarEventResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      event: await calendar.createEvent(request.body, signedInUser(request)),
    }),
  );

  app.get(
    API.calendar.event,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'getCalendarEvent',
        summary: 'A stored event (single, series or changed occurrence) with its attendees',
        params,
        response: { 200: calendarEventResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      event: await calendar.event(request.params.id, signedInUser(request)),
    }),
  );

  app.patch(
    API.calendar.event,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'updateCalendarEvent',
        summary:
          'Changes an event; for a repeat, this occurrence, this and the following ones, or all (409 on a stale version)',
        params,
        body: calendarEventUpdateSchema,
        response: {
          200: calendarEventResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          ...conflict,
        },
      },
    },
    async (request) => ({
      event: await calendar.updateEvent(request.params.id, request.body, signedInUser(request)),
    }),
  );

  app.delete(
    API.calendar.event,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'deleteCalendarEvent',
        summary:
          'Deletes an event; for a repeat, this occurrence, this and the following ones, or all',
        params,
        querystring: calendarEventDeleteQuerySchema,
        response: {
          200: okResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          ...conflict,
        },
      },
    },
    async (request) => {
      await calendar.deleteEvent(request.params.id, request.query, signedInUser(request));
      return { ok: true as const };
    },
  );

  app.put(
    API.calendar.answer,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'answerCalendarEvent',
        summary: 'Your answer to an invitation: yes, no or maybe',
        params,
        body: calendarAnswerBodySchema,
        response: { 200: calendarEventResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      event: await calendar.answer(request.params.id, request.body.answer, signedInUser(request)),
    }),
  );

  app.get(
    API.calendar.ics,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'exportCalendarIcs',
        summary: 'Downloads a calendar you see as an .ics file',
        params,
        response: { 200: ICS, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { name, ics } = await calendar.exportIcs(request.params.id, signedInUser(request));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(name)}"`)
        .send(ics);
    },
  );

  app.post(
    API.calendar.import,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'importCalendarIcs',
        summary:
          'Adds the events of an .ics file to a calendar you manage: all of them, or none with the line at fault',
        params,
        body: calendarImportSchema,
        response: {
          200: calendarImportResponseSchema,
          400: errorResponse(400, calendarImportErrorSchema),
          ...errorResponses(401, 403, 404, 413),
        },
      },
    },
    async (request) => ({
      imported: await calendar.importIcs(
        request.params.id,
        request.body.content,
        signedInUser(request),
      ),
    }),
  );

  app.post(
    API.calendar.feed,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'createCalendarFeed',
        summary:
          'A new private subscription address of a calendar you see (the previous one stops working)',
        params,
        response: { 200: calendarFeedResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const token = await calendar.createFeed(request.params.id, signedInUser(request));
      return { path: `${API.calendar.feedIcs.replace(':token', token)}.ics` };
    },
  );

  app.delete(
    API.calendar.feed,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        operationId: 'revokeCalendarFeed',
        summary: 'Revokes your subscription address of a calendar',
        params,
        response: { 200: okResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await calendar.revokeFeed(request.params.id, signedInUser(request));
      return { ok: true as const };
    },
  );

  app.get(
    API.calendar.feedIcs,
    {
      schema: {
        tags,
        security: PUBLIC,
        operationId: 'getCalendarFeed',
        summary:
          'A calendar for calendar apps that follow it: the secret token of its address is the key',
        params: calendarFeedParamsSchema,
        response: { 200: ICS, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(await calendar.feedIcs(request.params.token)),
  );
};
