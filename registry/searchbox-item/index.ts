import { defineModule } from '@/registry/define';
import { SearchBox } from './SearchBox';
import { searchboxItemSchema } from './schema';

/** The page's search box (a grouped section built from page.searchboxItems). */
export const searchboxItemModule = defineModule({
  kind: 'searchboxItem',
  schema: searchboxItemSchema,
  component: SearchBox,
  layouts: ['default', 'landing'],
  opensPage: true,
});
