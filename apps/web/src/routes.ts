import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every page of the app, as data: each a route module that loads with its own chunk. Paths match
 * case-insensitively (/Dashboard is /dashboard); anything else goes to the landing page.
 */
export default [
  layout('app/layout/app-layout.tsx', [
    index('features/landing/landing-page.tsx'),
    route('privacy-policy', 'features/legal/privacy-policy-page.tsx'),
    route('terms-of-service', 'features/legal/terms-page.tsx'),
    // every other page fetches data through the shared query cache
    layout('app/query-layout.tsx', [
      route('contact-us', 'features/contact/contact-page.tsx'),
      route('report/:token', 'features/reports/report-page.tsx'),
      route('forgot-password', 'features/auth/forgot-password-page.tsx'),
      route('reset-password/:resetToken', 'features/auth/reset-password-page.tsx'),
      route('secure-account/:secureToken', 'features/auth/secure-account-page.tsx'),
      layout('app/redirect-if-signed-in.tsx', [
        route('login', 'features/auth/login-page.tsx'),
        route('register', 'features/auth/register-page.tsx'),
      ]),
      layout('app/require-auth.tsx', [
        route('dashboard', 'features/dashboard/dashboard-page.tsx'),
        route('mood-tracker', 'features/moods/mood-tracker-page.tsx'),
        route('chat', 'features/chat/chat-page.tsx'),
        route('creative-outlet', 'features/crafts/creative-outlet-page.tsx'),
        route('self-help', 'features/self-help/self-help-page.tsx'),
        route('self-help/article/:id', 'features/self-help/article-page.tsx'),
        route('self-help/:topic', 'features/self-help/self-help-page.tsx', {
          id: 'self-help-topic',
        }),
        route('profile', 'features/profile/profile-page.tsx'),
        route('safety-plan', 'features/safety-plan/safety-plan-page.tsx'),
        route('check-ins', 'features/checkins/checkins-page.tsx'),
        route('check-ins/results/:id', 'features/checkins/result-page.tsx'),
        route('check-ins/:instrument', 'features/checkins/questionnaire-page.tsx'),
        route('trackers', 'features/trackers/trackers-page.tsx'),
        route('admin', 'features/admin/admin-page.tsx'),
      ]),
    ]),
    route('*', 'app/go-home.tsx'),
  ]),
] satisfies RouteConfig;
