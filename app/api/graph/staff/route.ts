import { graphqlRoute } from '@/graphql/yoga';

const handler = graphqlRoute('v4.staff');
export { handler as GET, handler as POST, handler as OPTIONS };
