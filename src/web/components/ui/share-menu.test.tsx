// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareMenu } from './share-menu';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Share menu', () => {
  it('offers the share sheet where the device has one, with the name and the page URL', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    render(<ShareMenu name={'Kente "Royal" scarf'} copiedTitle="Link copied!" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Kente "Royal" scarf ${window.location.href}`)}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'More ways to share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Kente "Royal" scarf',
      text: 'Kente "Royal" scarf',
      url: window.location.href,
    });
    // Choosing an entry closes the menu.
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
  });

  it('leaves the share sheet out where there is none', () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    render(<ShareMenu name="Kettle" copiedTitle="Link Copied" />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More ways to share' })).toBeNull();
  });
});
