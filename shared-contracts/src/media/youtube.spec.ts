import { describe, expect, it } from '@jest/globals';
import { youtubeEmbedUrl, youtubeThumbnailUrl, youtubeVideoId } from './youtube.js';

const ID = 'dQw4w9WgXcQ';

describe('youtubeVideoId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `https://www.youtube.com/embed/${ID}?start=10`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}/`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc123&t=5`,
    `  www.youtube.com/watch?v=${ID}  `,
    `youtu.be/${ID}`,
  ])('finds the id in %s', (url) => {
    expect(youtubeVideoId(url)).toBe(ID);
  });

  it.each([
    '',
    'not a url',
    `https://vimeo.com/${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `ftp://www.youtube.com/watch?v=${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch?v=dQw4w9WgXc!',
    'https://www.youtube.com/watch',
    `https://www.youtube.com/channel/${ID}`,
    `https://www.youtube.com/embed/`,
    'https://youtu.be/',
  ])('finds nothing in %j', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
});

describe('URL builders', () => {
  it('point at the thumbnail and at the privacy-enhanced autoplay player', () => {
    expect(youtubeThumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
  });
});
