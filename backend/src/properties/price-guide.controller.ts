import { Controller, Get, Header, Query } from '@nestjs/common';
import { IsOptional } from 'class-validator';
import { COMMUNES, PROPERTY_TYPES, PURPOSES, type Commune, type PriceGuide, type PropertyType, type Purpose } from 'shared-contracts';
import { PUBLIC_READ } from '../common/http/cache-control.js';
import { OneOf } from './dto/property-rules.js';
import { PriceGuideService } from './price-guide.service.js';

class PriceGuideQuery {
  @OneOf(PROPERTY_TYPES) propertyType: PropertyType;
  @OneOf(PURPOSES) priceType: Purpose;
  @IsOptional() @OneOf(COMMUNES) commune?: Commune;
}

/** The editor's check of a price that looks mistyped (centimes, a wrong unit): public figures of public listings. */
@Controller('price-guide')
export class PriceGuideController {
  constructor(private readonly prices: PriceGuideService) {}

  /** 200 the median asking price per m²; 400 for a type, purpose or commune not in the reference lists. */
  @Get()
  @Header('Cache-Control', PUBLIC_READ)
  guide(@Query() query: PriceGuideQuery): Promise<PriceGuide> {
    return this.prices.guide(query.propertyType, query.priceType, query.commune);
  }
}
