import type { Config } from '../../config.ts';
import type { CarrierAdapter } from './carrier-adapter.ts';
import { createCarrierSimulator } from './simulator.ts';
import { createTwilioSupersimAdapter } from './twilio/adapter.ts';

/**
 * The network CARRIER names (decision 0093): the demo simulator (the embedded default), or Twilio Super SIM with
 * its credentials (an API key when one is set, else the account SID and auth token).
 */
export const createCarrier = (config: Config): CarrierAdapter => {
  if (config.CARRIER === 'twilio-supersim') {
    return createTwilioSupersimAdapter({
      baseUrl: config.TWILIO_SUPERSIM_URL,
      username: config.TWILIO_API_KEY_SID ?? config.TWILIO_ACCOUNT_SID!,
      password: config.TWILIO_API_KEY_SECRET ?? config.TWILIO_AUTH_TOKEN!,
      fleet: config.TWILIO_FLEET!,
      throttleFleet: config.TWILIO_THROTTLE_FLEET!,
    });
  }
  return createCarrierSimulator({
    logFile: config.CARRIER_SIMULATOR_LOG,
    failFirst: config.CARRIER_SIMULATOR_FAIL_FIRST,
  });
};
