import { z } from 'zod';
import { lessonCreateInput, lessonPatchInput } from '@playwords/common';
import { defineRoute } from '../../platform/route';
import { presentPlan } from './presenter';
import {
  createLessonPlan,
  deleteLessonPlan,
  getLessonPlan,
  listLessonPlans,
  parseLessonPlanId,
  updateLessonPlan,
} from './service';

/** A plan id in a path; anything that is not one names no plan (the service answers 404). */
const withId = z.object({ id: z.string().transform(parseLessonPlanId) });

/** Lesson plans (issue 21): a teacher's own, games in order for one of her classes with one list. */
export const lessonsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/lessons/',
    access: 'user',
    handler: async ({ db, user }) => (await listLessonPlans(db, user)).map(presentPlan),
  }),

  defineRoute({
    method: 'POST',
    url: '/api/lessons/',
    access: 'user',
    body: lessonCreateInput,
    status: 201,
    handler: async ({ db, user, body, now }) => presentPlan(await createLessonPlan(db, user, body, now)),
  }),

  defineRoute({
    method: 'GET',
    url: '/api/lessons/:id/',
    access: 'user',
    params: withId,
    handler: async ({ db, user, params }) => presentPlan(await getLessonPlan(db, user, params.id)),
  }),

  defineRoute({
    method: 'PATCH',
    url: '/api/lessons/:id/',
    access: 'user',
    params: withId,
    body: lessonPatchInput,
    handler: async ({ db, user, params, body, now }) =>
      presentPlan(await updateLessonPlan(db, user, params.id, body, now)),
  }),

  defineRoute({
    method: 'DELETE',
    url: '/api/lessons/:id/',
    access: 'user',
    params: withId,
    status: 204,
    handler: ({ db, user, params }) => deleteLessonPlan(db, user, params.id),
  }),
];
