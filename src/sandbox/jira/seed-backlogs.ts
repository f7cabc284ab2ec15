/**
 * What each seeded project is working on: epics with the issues under them,
 * loose issues, and the subtasks some of them are broken into. Business
 * projects only use tasks, as Jira's business templates do.
 */

export type SeedItemType = 'Story' | 'Task' | 'Bug';

export interface SeedItem {
  type: SeedItemType;
  summary: string;
  subtasks?: string[];
}

export interface SeedEpic {
  summary: string;
  items: SeedItem[];
}

export interface SeedBacklog {
  projectKey: string;
  epics: SeedEpic[];
  loose: SeedItem[];
}

const story = (summary: string, subtasks?: string[]): SeedItem => ({ type: 'Story', summary, subtasks });
const task = (summary: string, subtasks?: string[]): SeedItem => ({ type: 'Task', summary, subtasks });
const bug = (summary: string, subtasks?: string[]): SeedItem => ({ type: 'Bug', summary, subtasks });

export const SEED_BACKLOGS: readonly SeedBacklog[] = [
  {
    projectKey: 'WEB',
    epics: [
      {
        summary: 'Checkout redesign',
        items: [
          story('Show order summary in a sticky sidebar during checkout', ['Build sidebar component', 'Add sidebar to checkout layout']),
          story('Let shoppers edit cart quantities on the review step'),
          bug('Promo code field accepts expired codes'),
          story('Support Apple Pay on desktop Safari', ['Register merchant domain with Apple', 'Add Apple Pay button to payment step', 'Handle payment sheet cancellation']),
          task('Add analytics events for each checkout step'),
          bug('Shipping cost not refreshed after changing country'),
          story('Offer guest checkout without account creation', ['Create guest order endpoint']),
        ],
      },
      {
        summary: 'Search relevance',
        items: [
          story('Boost in-stock products in search results', ['Add stock signal to ranking', 'Backfill stock data in the index']),
          bug('Search returns no results for queries with trailing spaces'),
          task('Reindex catalog nightly instead of hourly'),
          story('Show spelling suggestions when a search has no results'),
          bug('Facet counts wrong after applying a price filter'),
          task('Document search ranking rules for merchandisers'),
        ],
      },
      {
        summary: 'Accessibility audit fixes',
        items: [
          bug('Product image carousel is not keyboard accessible', ['Add arrow-key navigation', 'Add visible focus ring']),
          bug('Form errors are not announced to screen readers'),
          task('Raise contrast of secondary buttons to WCAG AA'),
          bug('Skip-to-content link missing on category pages'),
          task('Add axe checks to the CI pipeline'),
        ],
      },
    ],
    loose: [
      bug('Account page shows the wrong default address'),
      task('Upgrade the web framework to the latest LTS release'),
      bug('Cookie banner overlaps the footer on small screens'),
      task('Rotate CDN signing keys'),
      story('Add wishlist sharing by link'),
      bug('Order history pagination skips the last page'),
      task('Remove unused feature flags from 2025'),
      story('Show estimated delivery date on product pages'),
      bug('Newsletter signup returns 500 when the email has a plus sign'),
      task('Load-test checkout ahead of Black Friday', ['Write load scenarios for checkout', 'Run load test against staging']),
      story('Let customers save multiple payment methods'),
      bug('Prices show three decimals for JPY'),
    ],
  },
  {
    projectKey: 'MOB',
    epics: [
      {
        summary: 'Offline mode',
        items: [
          story('Cache the last viewed products for offline browsing', ['Pick a storage layer for cached products', 'Evict cache entries older than 7 days']),
          story('Queue cart changes made while offline'),
          bug('App crashes when reconnecting during an image download'),
          task('Show an offline banner with a retry action'),
        ],
      },
      {
        summary: 'Push notifications',
        items: [
          story('Notify shoppers when a wishlist item goes on sale', ['Add price-drop trigger', 'Write notification copy']),
          task('Migrate to the FCM HTTP v1 API'),
          bug('Notification tap opens the home screen instead of the product'),
          story('Let users choose notification categories in settings'),
        ],
      },
      {
        summary: 'Release 5.0',
        items: [
          task('Update App Store screenshots for 5.0'),
          task('Bump minimum Android version to 9'),
          bug('Dark mode colors wrong on the order confirmation screen'),
          task('Prepare release notes for 5.0'),
          story('Add biometric login on iOS and Android', ['Face ID and Touch ID integration', 'Android BiometricPrompt integration', 'Fall back to password after three failures']),
        ],
      },
    ],
    loose: [
      bug('Checkout button hidden behind the keyboard on small Android phones'),
      bug('Cart badge count does not update after removing an item'),
      task('Upgrade React Native to the current stable release', ['Fix deprecated navigation APIs', 'Re-record snapshot tests']),
      task('Rotate the App Store Connect API key'),
      bug('Images blurry on iPad Pro'),
      story('Support deep links to category pages'),
      task('Reduce cold start time below two seconds'),
      bug('Search field loses focus after the first character on iOS 18'),
      task('Set up a crash-free sessions alert'),
      story('Add order tracking map', ['Integrate the maps SDK', 'Poll the carrier tracking API']),
      bug('Currency symbol missing in the Polish locale'),
      task('Add accessibility labels to tab bar icons'),
      bug('Login session expires after an app update'),
    ],
  },
  {
    projectKey: 'MKT',
    epics: [
      {
        summary: 'Black Friday 2026 campaign',
        items: [
          task('Finalize discount tiers with finance'),
          task('Write the email sequence for Black Friday week', ['Draft teaser email', 'Draft launch-day email', 'Draft last-chance email']),
          task('Brief the agency on paid social creatives'),
          task('Set up landing page with countdown timer'),
          task('Coordinate stock levels with operations'),
        ],
      },
      {
        summary: 'Spring collection launch',
        items: [
          task('Plan the lookbook photo shoot', ['Book photographer and studio', 'Select models and styling']),
          task('Publish launch blog post'),
          task('Send launch announcement to VIP customers'),
          task('Collect launch metrics for the retrospective'),
        ],
      },
      {
        summary: 'Content calendar Q4',
        items: [
          task('Outline twelve blog posts for Q4'),
          task('Record customer story video with Northwind Outfitters'),
          task('Refresh evergreen SEO articles'),
          task('Schedule social posts for October'),
        ],
      },
    ],
    loose: [
      task('Renew the stock photo subscription'),
      task('Update brand guidelines with the new color palette', ['Export palette swatches', 'Update the slide template']),
      task('Clean up inactive contacts in the email platform'),
      task('Prepare monthly marketing report for September'),
      task('Review agency invoice for August'),
      task('Translate newsletter template into German and French'),
      task('Plan booth for the Retail Innovation Summit', ['Order booth banners', 'Arrange staff rota for the booth']),
      task('Audit UTM parameters across campaigns'),
      task('Set up an A/B test for newsletter subject lines'),
    ],
  },
  {
    projectKey: 'HR',
    epics: [
      {
        summary: 'Q1 hiring plan',
        items: [
          task('Open requisition for Senior Backend Engineer', ['Write job description', 'Post role on job boards', 'Set up interview panel']),
          task('Open requisition for Product Designer'),
          task('Schedule onsite interviews for finalists'),
          task('Send offer letter to the selected candidate'),
        ],
      },
      {
        summary: 'Onboarding revamp',
        items: [
          task('Create a 30-60-90 day onboarding checklist', ['Gather input from team leads', 'Publish checklist in the handbook']),
          task('Order laptops for the new starters'),
          task('Assign onboarding buddies for new joiners'),
          task('Record welcome video from leadership'),
        ],
      },
      {
        summary: 'Annual benefits enrollment',
        items: [
          task('Compare health insurance quotes'),
          task('Host benefits Q&A session'),
          task('Send enrollment reminder emails'),
          task('Update the benefits page in the handbook'),
        ],
      },
    ],
    loose: [
      task('Run the quarterly engagement survey', ['Draft survey questions', 'Share results with managers']),
      task('Plan the end-of-year team offsite', ['Shortlist venues', 'Collect dietary requirements']),
      task('Update the remote work policy'),
      task('Process September payroll changes'),
      task('Renew the office cleaning contract'),
      task('Prepare the performance review calendar'),
      task('Organize first aid training'),
      task('Collect visa documents for the relocating engineer'),
      task('Archive personnel files of former employees'),
    ],
  },
];
