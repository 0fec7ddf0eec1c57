import { Route, Routes } from 'react-router';
import { PeopleSearch } from './people-search';
import { PersonPage } from './person-page';

/** The console's People section: find a teacher (`/admin/people`), then her page (`/admin/people/:id`). */
export default function PeopleSection() {
  return (
    <Routes>
      <Route index element={<PeopleSearch />} />
      <Route path=":id" element={<PersonPage />} />
      <Route path="*" element={<PeopleSearch />} />
    </Routes>
  );
}
