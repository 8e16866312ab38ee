import { Module } from '@nestjs/common';
import { AdvisorsModule } from '../advisors/advisors.module.js';
import { BlogsModule } from '../blogs/blogs.module.js';
import { ForumModule } from '../forum/forum.module.js';
import { PropertiesModule } from '../properties/properties.module.js';
import { SiteFiguresModule } from '../site-figures/site-figures.module.js';
import { FirstResultPhoto } from './first-result-photo.js';
import { ListingPreviews } from './listing-previews.js';
import { PortalService } from './portal.service.js';
import { PostPreviews } from './post-previews.js';
import { ServerRenderedPages } from './server-rendered-pages.js';

/** Serves the front ends next to the API (see mount-portal.ts), with link previews of listings and articles. */
@Module({
  imports: [PropertiesModule, BlogsModule, ForumModule, AdvisorsModule, SiteFiguresModule],
  providers: [PortalService, ListingPreviews, PostPreviews, FirstResultPhoto, ServerRenderedPages],
  exports: [PortalService],
})
export class PortalModule {}
