// The page's entry. The browser paints index.html's shell (the navigation bar) before the app's
// JavaScript — mostly React — is evaluated: on a slow phone that evaluation is the longest wait
// before anything shows. The app's chunks are already downloading (modulepreload in index.html).
import './styles.css';

/** Resolves once the browser has painted (a hidden tab never paints: then after a short wait). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 300);
    try {
      const observer = new PerformanceObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
  });
}

await afterFirstPaint();
await import('./main.tsx');
