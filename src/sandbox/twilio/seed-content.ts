/**
 * The raw material of the sandbox account: numbers, message texts, prices and
 * delivery errors. Phone numbers come from ranges reserved for fiction
 * (NANP 555-01xx, UK 07700 900xxx, Australia 0491 570xxx), so nothing here can
 * reach a real phone.
 */

/** The seeded sandbox account. */
export const TWILIO_DEMO_ACCOUNT = {
  accountSid: 'ACd913cf7a4ae9c5f731d10516984b4fbf',
  authToken: '1d2e46e8fcd417f19ffedf31fdd10de4',
  friendlyName: 'Sandbox Demo Account',
} as const;

/**
 * The same account's test credentials: only "send a message" answers, the
 * magic numbers decide the outcome and nothing is delivered (test-numbers.ts).
 */
export const TWILIO_TEST_CREDENTIALS = {
  accountSid: 'AC7b2f0d95c41e6a83f2d9e14b5c07a6d1',
  authToken: '5c0e9a7d31b84f26e9a1d07c3b65f482',
  friendlyName: 'Sandbox Demo Account (test credentials)',
} as const;

/** Messaging Services that send part of the seeded outbound traffic. */
export const DEMO_MESSAGING_SERVICE_SIDS = [
  'MG6d6fbafbcfd7e768db6302f0e2b1ef83',
  'MG690433f7cec955395168e90b6a2cf6b7',
] as const;

/** The account's own Twilio numbers. */
export const DEMO_ACCOUNT_NUMBERS = ['+14155550100', '+14155550123', '+12125550147'] as const;

export interface DemoContact {
  number: string;
  name: string;
}

const US_SEGMENT = 790;
const UK_SEGMENT = 5240;
const AU_SEGMENT = 5150;

export const DEMO_CONTACTS: readonly DemoContact[] = [
  { number: '+13105550111', name: 'Alex' },
  { number: '+16175550134', name: 'Sam' },
  { number: '+17735550158', name: 'Jordan' },
  { number: '+12065550172', name: 'Taylor' },
  { number: '+15125550189', name: 'Morgan' },
  { number: '+13035550116', name: 'Casey' },
  { number: '+14045550127', name: 'Riley' },
  { number: '+16025550193', name: 'Jamie' },
  { number: '+19175550104', name: 'Avery' },
  { number: '+18585550162', name: 'Quinn' },
  { number: '+15035550145', name: 'Priya' },
  { number: '+17205550181', name: 'Mateo' },
  { number: '+13125550139', name: 'Chen' },
  { number: '+14695550175', name: 'Fatima' },
  { number: '+14165550198', name: 'Liam' },
  { number: '+16045550117', name: 'Noah' },
  { number: '+447700900123', name: 'Olivia' },
  { number: '+447700900456', name: 'Harry' },
  { number: '+447700900789', name: 'Amelia' },
  { number: '+61491570156', name: 'Jack' },
  { number: '+61491570110', name: 'Mia' },
];

/** USD price of one outbound segment to `number`, by its country, in hundred-thousandths of a dollar (790 = $0.00790). */
export function segmentPriceOf(number: string): number {
  return number.startsWith('+44') ? UK_SEGMENT : number.startsWith('+61') ? AU_SEGMENT : US_SEGMENT;
}

/** Twilio's price string: negative (a charge), five decimals ("-0.00790"). */
export function formatPrice(hundredThousandths: number): string {
  return (-hundredThousandths / 100_000).toFixed(5);
}

/** Price of one received segment on the account's US numbers, same unit as `segmentPriceOf`. */
export const INBOUND_SEGMENT_PRICE = 790;

/** Price of one MMS, same unit as `segmentPriceOf`. */
export const MMS_PRICE = 2000;

export interface TextFields {
  name: string;
  code: string;
  order: string;
  amount: string;
  day: string;
  time: string;
}

/** Outbound texts; some run past one segment and one needs UCS-2. */
export const OUTBOUND_TEXTS: ReadonlyArray<(fields: TextFields) => string> = [
  (f) => `Hi ${f.name}, your appointment with Dr. Patel is confirmed for ${f.day} at ${f.time}. Reply C to confirm or R to reschedule.`,
  (f) => `Your verification code is ${f.code}. It expires in 10 minutes.`,
  (f) => `Your order #${f.order} has shipped! Track it at https://shop.example.com/track/${f.order}`,
  (f) => `Reminder: your payment of $${f.amount} is due on ${f.day}. Reply STOP to opt out.`,
  () => 'Thanks for contacting Acme Support. An agent will reply shortly.',
  (f) =>
    `Hi ${f.name}, thanks for shopping with us. Your order #${f.order} for $${f.amount} has been packed and will be ` +
    `handed to the carrier on ${f.day}. You will get another text with the tracking link as soon as it leaves our ` +
    'warehouse. Questions? Just reply to this message.',
  (f) => `¡Hola ${f.name}! Tu pedido #${f.order} está en camino 🚚`,
  (f) => `${f.name}, your table for 4 is booked for ${f.day} at ${f.time}. See you soon!`,
];

/** Texts sent with an image (MMS). */
export const MMS_TEXTS: ReadonlyArray<(fields: TextFields) => string> = [
  (f) => `Here is your receipt for order #${f.order}.`,
  (f) => `${f.name}, your boarding pass is attached.`,
];

export const INBOUND_TEXTS: readonly string[] = [
  'Yes',
  'C',
  'STOP',
  'Can I move my appointment to Friday?',
  'Thanks!',
  'Where is my order?',
  'R',
  'HELP',
  'Is the store open on Sunday?',
  '👍',
  'Running 10 minutes late, sorry',
];

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const TIMES = ['9:00 AM', '10:30 AM', '1:15 PM', '3:45 PM', '6:00 PM'] as const;

export interface DeliveryError {
  code: number;
  message: string;
}

/** Errors of messages Twilio could not hand to a carrier (status failed). */
export const FAILED_ERRORS: readonly DeliveryError[] = [
  { code: 21610, message: 'Attempt to send to unsubscribed recipient' },
  { code: 30034, message: 'Message from an unregistered number' },
  { code: 30032, message: 'Toll-Free Number Has Not Been Verified' },
];

/** Errors of messages a carrier did not deliver (status undelivered). */
export const UNDELIVERED_ERRORS: readonly DeliveryError[] = [
  { code: 30003, message: 'Unreachable destination handset' },
  { code: 30005, message: 'Unknown destination handset' },
  { code: 30006, message: 'Landline or unreachable carrier' },
  { code: 30007, message: 'Message filtered' },
  { code: 30008, message: 'Unknown error' },
];
