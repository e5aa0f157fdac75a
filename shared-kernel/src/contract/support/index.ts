export * from './endpoints';
export {
  analyticsProductFields,
  supportMessageLengthMax,
  type AnalyticsEventTypeWire,
  type AnalyticsEventWire,
  type AnalyticsProductField,
} from './wire';
