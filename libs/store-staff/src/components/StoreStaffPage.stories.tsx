import { withStoryApi } from '@seller-portal/api-client/stories';
import { storeStaffPaths } from '@seller-portal/contracts/store-staff';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { staffHistory, staffList } from './fixtures';
import { StoreStaffPage } from './StoreStaffPage';

// The server's answers to the page's reads: the staff list, and the history of assignments.
const withAnswers = withStoryApi(({ path }) =>
  path === storeStaffPaths.staff ? staffList : { content: staffHistory, page: 0, size: 5, totalElements: 1, totalPages: 1 },
);

const meta = { title: 'Features/Store staff', component: StoreStaffPage } satisfies Meta<typeof StoreStaffPage>;

export default meta;
/** DEMO-60009: one staff member serving Gudang Malang, one every pickup point. */
export const TwoStaffMembers: StoryObj<typeof meta> = { decorators: [withAnswers] };
