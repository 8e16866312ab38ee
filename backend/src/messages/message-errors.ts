import { ConflictException, ForbiddenException, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { NEW_MEMBER_CONVERSATIONS_PER_DAY } from 'shared-contracts';

export const conversationNotFound = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'No such conversation.' });
export const listingNotFound = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'No such listing.' });
export const ownListing = (): ForbiddenException => new ForbiddenException({ code: 'OWN_LISTING', message: 'This is your own listing.' });
export const messagesBlocked = (): ForbiddenException => new ForbiddenException({ code: 'MESSAGES_BLOCKED', message: 'Messages between these two accounts are blocked.' });
export const conversationClosed = (): ForbiddenException => new ForbiddenException({ code: 'CONVERSATION_CLOSED', message: 'This conversation is closed.' });
export const duplicateMessage = (): ConflictException =>
  new ConflictException({ code: 'DUPLICATE_MESSAGE', message: 'The same message was just sent in another conversation: write to each person in your own words.' });
export const conversationDailyLimit = (): HttpException =>
  new HttpException(
    { code: 'CONVERSATION_DAILY_LIMIT', message: `New members start at most ${NEW_MEMBER_CONVERSATIONS_PER_DAY} conversations a day.` },
    HttpStatus.TOO_MANY_REQUESTS,
  );
export const alreadyReported = (): ConflictException => new ConflictException({ code: 'ALREADY_REPORTED', message: 'You have already reported this.' });
export const reportNotFound = (): NotFoundException => new NotFoundException({ code: 'NOT_FOUND', message: 'No such report.' });
export const reportSettled = (): ConflictException => new ConflictException({ code: 'INVALID_TRANSITION', message: 'This report is already settled.' });
