import { defineUnifiedApi } from '../define.js';
import { messages } from './messages.js';

export const sms = defineUnifiedApi({
  id: 'sms',
  name: 'SMS API',
  description: 'Send and read text messages through SMS platforms.',
  status: 'live',
  categories: ['sms', 'messaging', 'communication'],
  resources: [messages],
});
