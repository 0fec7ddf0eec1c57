// Being built (issue 21): replaced by the page itself before the issue is resolved.
export default function PresenterPage() {
  return <p>This page is not built yet.</p>;
}
