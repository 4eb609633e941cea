/** The bare route: no loader, no data, one short paragraph. */
export function meta() {
  return [{ title: "Bare React Router route" }];
}

export default function Home() {
  return <p>A bare React Router route, server-rendered for comparison with the shop.</p>;
}
