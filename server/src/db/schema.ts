// Every table of the product, for Drizzle's client and drizzle-kit. Each table belongs to one module (its
// `tables.ts`) and only that module's repository queries it (lint enforces it); this file only gathers them.
// Tests may read any table from here to check a side effect.
import { accountCodes } from '../modules/accounts/tables';
import { adminAudit } from '../modules/admin/tables';
import { classes, classResultPoints, classResults, classWordOutcomes } from '../modules/classes/tables';
import { gamePlayDays, games } from '../modules/games/tables';
import { imageFavourites, imagePowers, images, imageUploadCounts } from '../modules/images/tables';
import { lessonPlans } from '../modules/lessons/tables';
import { contactMessages } from '../modules/messages/tables';
import { newsPosts, newsVotes } from '../modules/news/tables';
import { licenceBatches, licences } from '../modules/licences/tables';
import { moderationItems } from '../modules/moderation/tables';
import { coupons, orders, paymentEvents } from '../modules/payments/tables';
import { sessions, users } from '../modules/users/tables';
import { wordlistFavourites, wordlistPublicSearch, wordlists, wordlistSelections } from '../modules/wordlists/tables';
import { jobs, outbox, rateCounters, storageIntents } from '../platform/tables';

export {
  accountCodes,
  adminAudit,
  classes,
  classResultPoints,
  classResults,
  classWordOutcomes,
  gamePlayDays,
  licenceBatches,
  moderationItems,
  contactMessages,
  coupons,
  games,
  imageFavourites,
  imagePowers,
  images,
  imageUploadCounts,
  jobs,
  lessonPlans,
  licences,
  newsPosts,
  newsVotes,
  orders,
  outbox,
  paymentEvents,
  rateCounters,
  sessions,
  storageIntents,
  users,
  wordlistFavourites,
  wordlistPublicSearch,
  wordlists,
  wordlistSelections,
};

export const schema = {
  users,
  sessions,
  rateCounters,
  games,
  licences,
  wordlists,
  wordlistFavourites,
  wordlistSelections,
  wordlistPublicSearch,
  outbox,
  jobs,
  accountCodes,
  images,
  imagePowers,
  imageFavourites,
  imageUploadCounts,
  coupons,
  orders,
  paymentEvents,
  newsPosts,
  newsVotes,
  contactMessages,
  gamePlayDays,
  licenceBatches,
  moderationItems,
  adminAudit,
  storageIntents,
  classes,
  classResults,
  classResultPoints,
  classWordOutcomes,
  lessonPlans,
};
