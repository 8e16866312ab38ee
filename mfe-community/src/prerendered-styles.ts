// The stylesheets of the pages the portal serves drawn (/blog, /forum, /advisors, an article): part of
// the area's entry, so that the HTML links them and its first paint is already styled. In their
// pages' own chunks they arrived after that paint, and the page jumped into place (CLS 0.43 on /blog).
import './components/community.module.css';
import './components/controls.module.css';
import './features/blog/post-card.module.css';
import './features/blog-post/blog-post-page.module.css';
