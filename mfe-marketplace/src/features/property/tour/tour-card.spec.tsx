import { beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n, setLanguage } from 'shared-contracts/react';
import { TourCard } from './tour-card';

beforeAll(async () => {
  await initI18n();
  await setLanguage('en');
});

describe('TourCard', () => {
  it.each([['https://youtu.be/dQw4w9WgXcQ'], ['youtube.com/watch?v=dQw4w9WgXcQ'], ['https://www.youtube.com/shorts/dQw4w9WgXcQ']])(
    'shows the still of %s with a play button; Play embeds it, Close removes it',
    (link) => {
      render(<TourCard videos={[link, 'https://vimeo.com/1']} />);
      expect(screen.getByRole('heading', { name: 'Virtual tour' })).toBeTruthy();
      expect(screen.getByTestId('tour-card').querySelector('img')?.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
      expect(screen.getByTestId('tour-card').querySelector('iframe')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Play the video' }));
      const player = screen.getByTitle('Video of the property');
      expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
      expect(player.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
      fireEvent.click(screen.getByRole('button', { name: 'Close the video' }));
      expect(screen.queryByTitle('Video of the property')).toBeNull();
      expect(screen.getByRole('button', { name: 'Play the video' })).toBeTruthy();
    },
  );

  it.each([[[]], [['https://vimeo.com/123456']], [['https://www.youtube.com/watch?v=short']], [['', 'https://youtu.be/dQw4w9WgXcQ']]])(
    'shows nothing for %j: only a first video that is a YouTube link plays',
    (videos) => {
      const { container } = render(<TourCard videos={videos} />);
      expect(container.innerHTML).toBe('');
    },
  );
});
