import { Body, Controller, Get, Param, ParseEnumPipe, Put } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, Length, Max, Min, ValidateNested } from 'class-validator';
import { SUBSCRIPTION_PLANS, type PlanFeature, type SubscriptionPlan, type SubscriptionPlanName, type SubscriptionPlanUpdate } from 'shared-contracts';
import { Allowed } from '../common/guards/permission.guard.js';
import { WhenSent } from '../common/validation/when-sent.js';
import { PlansService } from './plans.service.js';

class PlanFeatureDto implements PlanFeature {
  @IsString() @Length(2, 120) ar: string;
  @IsString() @Length(2, 120) en: string;
}

class PlanUpdateDto implements SubscriptionPlanUpdate {
  @WhenSent() @IsNumber({ maxDecimalPlaces: 2 }) @Min(0) @Max(10_000_000) price?: number;
  @WhenSent() @IsInt() @Min(1) @Max(366) duration?: number;
  @WhenSent() @IsInt() @Min(1) @Max(10_000) listingLimit?: number;
  @WhenSent() @IsBoolean() canFeature?: boolean;
  @WhenSent() @IsBoolean() popular?: boolean;
  @WhenSent() @IsArray() @ArrayMaxSize(20) @ValidateNested({ each: true }) @Type(() => PlanFeatureDto) features?: PlanFeatureDto[];
  @IsOptional() @IsString() @Length(0, 500) descriptionAr?: string | null;
  @IsOptional() @IsString() @Length(0, 500) descriptionEn?: string | null;
  @WhenSent() @IsBoolean() isActive?: boolean;
}

const PLAN_NAMES = Object.fromEntries(SUBSCRIPTION_PLANS.map(({ value }) => [value, value]));

/** GET /api/plans: the plans page's cards and comparison table. */
@Controller('plans')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Get()
  list(): Promise<SubscriptionPlan[]> {
    return this.plans.list();
  }
}

/** For admins: every plan, and changes to price, limits and features. */
@Controller('admin/plans')
@Allowed('plans.manage')
export class PlansAdminController {
  constructor(private readonly plans: PlansService) {}

  @Get()
  list(): Promise<SubscriptionPlan[]> {
    return this.plans.list(true);
  }

  /** The free plan has no price or duration: only its limit, features and texts change. */
  @Put(':name')
  update(@Param('name', new ParseEnumPipe(PLAN_NAMES)) name: SubscriptionPlanName, @Body() body: PlanUpdateDto): Promise<SubscriptionPlan> {
    const change = name === 'free' ? { ...body, price: undefined, duration: undefined, isActive: undefined } : body;
    return this.plans.update(name, change);
  }
}
