// Tailwind 4 reads its theme from CSS (src/console/ui/theme.css); this file names the
// sources it scans and the partner colour tokens the theme exposes, for editors and tools.
export default {
  content: ['./index.html', './src/console/**/*.{ts,tsx}', './commands/**/*.ts'],
  theme: {
    extend: {
      colors: {
        brand: 'var(--brand)',
        'brand-contrast': 'var(--brand-contrast)',
      },
    },
  },
}
