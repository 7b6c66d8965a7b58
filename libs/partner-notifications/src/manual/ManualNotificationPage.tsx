/** `/partners-notification/manual/:id`: a manual notification, its delivery result and its history. */
export { ManualNotificationViewPage as ManualNotificationPage } from './components/ManualNotificationView';
