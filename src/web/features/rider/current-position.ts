/** The longest the rider waits for a position: a delivery never waits for the sky. */
const WAIT_MS = 4000;

/** Where the rider stands, when the browser gives it within a few seconds; null otherwise (refused, indoors). */
export function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    // A permission prompt left unanswered stops the browser's own timeout: this one still runs.
    const timer = setTimeout(() => resolve(null), WAIT_MS);
    geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: WAIT_MS, maximumAge: 60_000 },
    );
  });
}
