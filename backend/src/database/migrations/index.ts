import { EnableSearchExtensions1795304406543 } from './1795304406543-EnableSearchExtensions.js';
import { CreateUsers1795310000000 } from './1795310000000-CreateUsers.js';
import { CreateUserSessions1795310000001 } from './1795310000001-CreateUserSessions.js';
import { CreatePasswordResetTokens1795310000002 } from './1795310000002-CreatePasswordResetTokens.js';
import { CreateMailOutbox1795310000003 } from './1795310000003-CreateMailOutbox.js';
import { CreateUploads1795320000000 } from './1795320000000-CreateUploads.js';
import { CreateProperties1795330000000 } from './1795330000000-CreateProperties.js';
import { ThrottleSignInsByAccountAndAddress1795400000000 } from './1795400000000-ThrottleSignInsByAccountAndAddress.js';
import { CountViewsPerVisitorAndDay1795400000001 } from './1795400000001-CountViewsPerVisitorAndDay.js';
import { TrackUploadSizesAndAttachment1795400000002 } from './1795400000002-TrackUploadSizesAndAttachment.js';
import { AddAccountPreferences1795520000000 } from './1795520000000-AddAccountPreferences.js';
import { AddTwoFactorSignIn1795520000001 } from './1795520000001-AddTwoFactorSignIn.js';
import { RecordListingEngagement1795520000002 } from './1795520000002-RecordListingEngagement.js';
import { ListingStatesAndDrafts1795530000000 } from './1795530000000-ListingStatesAndDrafts.js';
import { CreateFavorites1795540000000 } from './1795540000000-CreateFavorites.js';
import { CreateSavedSearches1795550000000 } from './1795550000000-CreateSavedSearches.js';
import { ScheduleAccountDeletion1795560000000 } from './1795560000000-ScheduleAccountDeletion.js';
import { CreateBlog1795600000000 } from './1795600000000-CreateBlog.js';
import { CreateForum1795610000000 } from './1795610000000-CreateForum.js';
import { CountTopicViewsPerVisitorAndDay1795610000001 } from './1795610000001-CountTopicViewsPerVisitorAndDay.js';
import { MailTopicWatchersOnce1795610000002 } from './1795610000002-MailTopicWatchersOnce.js';
import { StoreTopicExcerpts1795610000003 } from './1795610000003-StoreTopicExcerpts.js';
import { PointsLedgerSourceTypeAndId1795610000004 } from './1795610000004-PointsLedgerSourceTypeAndId.js';
import { CreateLegalAdvisors1795620000000 } from './1795620000000-CreateLegalAdvisors.js';
import { CreateNewsletter1795630000000 } from './1795630000000-CreateNewsletter.js';
import { CountSearchesPerDay1795670000000 } from './1795670000000-CountSearchesPerDay.js';
import { CreateListingReports1795670000001 } from './1795670000001-CreateListingReports.js';
import { DraftsForAnOwner1795680000000 } from './1795680000000-DraftsForAnOwner.js';
import { SearchTextWithNameVariants1795690000000 } from './1795690000000-SearchTextWithNameVariants.js';
import { OwnershipDocument1795690000001 } from './1795690000001-OwnershipDocument.js';
import { MailDeliveries1795700000000 } from './1795700000000-MailDeliveries.js';
import { SearchIndexesPerFilterCombination1795710000000 } from './1795710000000-SearchIndexesPerFilterCombination.js';
import { KeywordSearchWithinCommune1795720000000 } from './1795720000000-KeywordSearchWithinCommune.js';
import { CapViewsPerAddress1795730000000 } from './1795730000000-CapViewsPerAddress.js';
import { CountBlogViewsPerVisitorAndDay1795740000000 } from './1795740000000-CountBlogViewsPerVisitorAndDay.js';
import { MessagesBetweenSeekersAndOwners1795760000000 } from './1795760000000-MessagesBetweenSeekersAndOwners.js';
import { ListingLocation1795770000000 } from './1795770000000-ListingLocation.js';
import { WebPush1795780000000 } from './1795780000000-WebPush.js';
import { SearchIndexChanges1795750000000 } from './1795750000000-SearchIndexChanges.js';
import { CreateSiteSettings1795640000000 } from './1795640000000-CreateSiteSettings.js';
import { CreatePlansAndPayments1795640000001 } from './1795640000001-CreatePlansAndPayments.js';
import { BoostListingsWithPoints1795640000002 } from './1795640000002-BoostListingsWithPoints.js';
import { CreateEngagement1795650000000 } from './1795650000000-CreateEngagement.js';
import { ModeratorsAndAuditLog1795660000000 } from './1795660000000-ModeratorsAndAuditLog.js';

/**
 * Every migration, oldest first. Listed rather than globbed so that the same list works from
 * src/ under Jest and from dist/ in production; index.spec.ts fails when a file is missing here.
 */
export const migrations = [
  EnableSearchExtensions1795304406543,
  CreateUsers1795310000000,
  CreateUserSessions1795310000001,
  CreatePasswordResetTokens1795310000002,
  CreateMailOutbox1795310000003,
  CreateUploads1795320000000,
  CreateProperties1795330000000,
  ThrottleSignInsByAccountAndAddress1795400000000,
  CountViewsPerVisitorAndDay1795400000001,
  TrackUploadSizesAndAttachment1795400000002,
  AddAccountPreferences1795520000000,
  AddTwoFactorSignIn1795520000001,
  RecordListingEngagement1795520000002,
  ListingStatesAndDrafts1795530000000,
  CreateFavorites1795540000000,
  CreateSavedSearches1795550000000,
  ScheduleAccountDeletion1795560000000,
  CreateBlog1795600000000,
  CreateForum1795610000000,
  CountTopicViewsPerVisitorAndDay1795610000001,
  MailTopicWatchersOnce1795610000002,
  StoreTopicExcerpts1795610000003,
  PointsLedgerSourceTypeAndId1795610000004,
  CreateLegalAdvisors1795620000000,
  CreateNewsletter1795630000000,
  CreateSiteSettings1795640000000,
  CreatePlansAndPayments1795640000001,
  BoostListingsWithPoints1795640000002,
  CreateEngagement1795650000000,
  ModeratorsAndAuditLog1795660000000,
  CountSearchesPerDay1795670000000,
  CreateListingReports1795670000001,
  DraftsForAnOwner1795680000000,
  SearchTextWithNameVariants1795690000000,
  OwnershipDocument1795690000001,
  MailDeliveries1795700000000,
  SearchIndexesPerFilterCombination1795710000000,
  KeywordSearchWithinCommune1795720000000,
  CapViewsPerAddress1795730000000,
  CountBlogViewsPerVisitorAndDay1795740000000,
  SearchIndexChanges1795750000000,
  MessagesBetweenSeekersAndOwners1795760000000,
  ListingLocation1795770000000,
  WebPush1795780000000,
];
